import { CTYPE, type Ctype, type Currency } from '@masthead/core';
import { html } from './bodies.ts';
import type { DemoUsername } from './people.ts';
import type { PlaceKey } from './places.ts';
import type { DemoMagazine } from './teams.ts';

/**
 * The demo's published stories, inserted in this order (seed/demo-content.ts): every content type in
 * the four languages. Event and live Q&A times are days from now (`at`), so the demo stays current.
 */

export type DemoStory = {
  ctype: Ctype;
  lang: 'en' | 'tw' | 'cn' | 'in';
  /** The writer; with `magazine`, published by that magazine (a member's story, with its byline). */
  by: DemoUsername;
  magazine?: DemoMagazine;
  title: string;
  description: string;
  body?: string;
  topics: string[];
  place?: PlaceKey;
  entity?: string;
  /** Whether the story has a generated cover picture. */
  cover?: number;
  link?: string;
  extra?: Record<string, unknown>;
  premium?: boolean;
  /** A premium story's price (DESIGN §2 minor units); readers unlock it through the payments feature. */
  price?: { minor: number; currency: Currency };
};

const at = (days: number, hour: number, offset = '+08:00') => {
  const date = new Date(Date.now() + days * 86_400_000);
  const day = date.toISOString().slice(0, 10);
  return `${day}T${String(hour).padStart(2, '0')}:00:00${offset}`;
};

export const STORIES: DemoStory[] = [
  // Posts (ctype 9)
  {
    ctype: CTYPE.post,
    lang: 'en',
    by: 'ada',
    magazine: 'thelongtable',
    cover: 0,
    place: 'taipei',
    entity: 'Taipei 101',
    title: 'Ten Dumplings Worth the Queue in Taipei',
    description: 'From soup dumplings under Taipei 101 to a night-market stall that only opens at ten.',
    topics: ['Food & Drink', 'Street Food', 'Travel'],
    body: html(
      'Taipei runs on dumplings. They come steamed, boiled, pan-fried and, at one stubborn stall in Shilin, deep-fried in a wok older than its owner. We ate our way through forty of them in a week so that you only need to queue for ten.',
      '## The famous one',
      'Yes, the soup dumplings under Taipei 101 are worth it. Go at 10:55 on a weekday, take a number, and wander the food hall while you wait. Eighteen folds, a thin skin and a spoonful of broth that will burn your tongue if you rush it.',
      '## The ones nobody writes about',
      'A grandmother on Yongkang Street sells leek and pork potstickers from a window the size of a newspaper. There is no sign. Look for the line of office workers and the smell of sesame oil.',
      '> The best dumpling is the one someone folded while talking to you.',
      'The full list, with opening hours and what to order, is below. Bring cash and patience.',
    ),
  },
  {
    ctype: CTYPE.post,
    lang: 'tw',
    by: 'mei',
    cover: 1,
    place: 'taipei',
    title: '大稻埕的午後咖啡散步',
    description: '從迪化街的老屋到淡水河邊，一條適合週末慢慢走的咖啡路線。',
    topics: ['Coffee', '台北', 'Cities'],
    body: html(
      '大稻埕是台北最適合散步的地方之一。紅磚老屋裡開著新的咖啡館，南北貨的香氣和手沖咖啡的味道混在一起。',
      '我通常從迪化街北段開始，先在一間只有六個座位的小店喝一杯淺焙衣索比亞，再往南走到霞海城隍廟。廟旁的巷子裡有一家由布行改建的咖啡館，二樓的窗戶正對著老街。',
      '傍晚時分走到大稻埕碼頭，看夕陽落在淡水河上。買一杯冰拿鐵，坐在堤防邊，這就是台北最好的週末。',
    ),
  },
  {
    ctype: CTYPE.post,
    lang: 'cn',
    by: 'wen',
    cover: 2,
    place: 'shanghai',
    title: '在上海做产品经理的第五年',
    description: '从需求文档到用户访谈，我学会的几件事。',
    topics: ['科技', 'Startups', '上海'],
    body: html(
      '五年前我第一次写产品需求文档，写了二十页，没有一个工程师读完。现在我的需求文档只有一页，但每个人都会读。',
      '## 先和用户喝咖啡',
      '最好的需求不是在会议室里想出来的。我每个月至少和五个用户见面，不带电脑，只带笔记本。他们抱怨的东西，往往比他们想要的东西更重要。',
      '## 少做一点',
      '我们砍掉了一半的功能，留存率反而提高了。产品经理最重要的工作，是决定不做什么。',
    ),
  },
  {
    ctype: CTYPE.post,
    lang: 'in',
    by: 'budi',
    cover: 3,
    place: 'yogyakarta',
    title: 'Pagi di Warung Kopi Jogja',
    description: 'Kopi tubruk, gorengan hangat, dan obrolan yang tidak pernah selesai.',
    topics: ['Kopi', 'Budaya', 'Coffee'],
    body: html(
      'Jam enam pagi, warung kopi di dekat Stasiun Tugu sudah penuh. Tukang becak, mahasiswa, dan pegawai kantor duduk berdampingan di bangku kayu panjang.',
      'Kopi tubruk di sini disajikan dalam gelas kecil dengan ampas yang turun perlahan. Jangan diaduk terlalu sering. Biarkan ampasnya tenang, lalu minum pelan-pelan sambil makan tempe mendoan yang baru diangkat dari wajan.',
      'Yang membuat warung ini istimewa bukan kopinya, tetapi obrolannya. Politik, sepak bola, harga cabai: semuanya dibahas dengan serius, lalu ditertawakan bersama.',
    ),
  },
  {
    ctype: CTYPE.post,
    lang: 'en',
    by: 'sam',
    cover: 4,
    place: 'london',
    entity: 'London Underground',
    title: 'Reading on the Tube: A Year of Commuter Books',
    description: 'Fifty-two books, one Northern line, and what I learned about reading in short bursts.',
    topics: ['Books', 'Cities'],
    body: html(
      'My commute is twenty-six minutes each way. Last year I decided to spend it reading instead of scrolling, and finished fifty-two books between Tooting and King’s Cross.',
      'Short chapters win. Essays win. Anything with a map at the front loses, because you cannot unfold a map in a carriage at 8:15.',
      'The best book of the year was the one a stranger recommended after seeing my copy of the previous one. That conversation lasted three stops and changed what I read for months.',
    ),
  },
  {
    ctype: CTYPE.post,
    lang: 'en',
    by: 'ada',
    cover: 5,
    place: 'newyork',
    title: 'What a Bodega Cat Taught Me About Cities',
    description: 'Notes on corner shops, routines and the small institutions that hold a street together.',
    topics: ['Cities', 'Culture'],
    body: html(
      'The cat at the bodega on my corner has a name, a fan club and better attendance than most of the staff. She is also, I have come to believe, a piece of urban infrastructure.',
      'Every neighbourhood has these fixed points: the shop that opens at six, the bench where the same three men argue about baseball, the window where someone has grown tomatoes for twenty years. They cost nothing and hold everything together.',
    ),
  },
  {
    ctype: CTYPE.post,
    lang: 'tw',
    by: 'mei',
    magazine: 'thelongtable',
    cover: 6,
    place: 'tainan',
    title: '台南早餐地圖：從牛肉湯開始',
    description: '清晨五點的牛肉湯、虱目魚粥和鹹粥，台南人的一天從這裡開始。',
    topics: ['美食', 'Food & Drink', 'Travel'],
    body: html(
      '在台南，早餐是一件嚴肅的事。清晨五點，溫體牛肉剛從屠宰場送到店裡，切成薄片，用滾燙的清湯一沖，就是一碗最好的牛肉湯。',
      '如果不吃牛，就去吃虱目魚粥。魚皮、魚肚和油條放在一起，配一碟醬油膏。台南人說，吃完這一碗，一整天都不會累。',
    ),
  },
  {
    ctype: CTYPE.post,
    lang: 'cn',
    by: 'wen',
    cover: 7,
    title: '用 Node.js 写一个只有一百行的博客',
    description: '不用框架，只用标准库，从零开始写一个能用的博客。',
    topics: ['Node.js', '科技', 'Technology'],
    body: html(
      '很多人觉得写博客一定要用框架。其实只用 Node.js 的标准库，一百行代码就能写出一个能用的博客。',
      '## 路由',
      '用一个对象把路径映射到处理函数，就是最简单的路由。不需要正则，也不需要中间件。',
      '## 渲染',
      '模板字符串就是最好的模板引擎。记得对用户输入做转义，这一点比什么都重要。',
    ),
  },
  {
    ctype: CTYPE.post,
    lang: 'in',
    by: 'budi',
    magazine: 'thelongtable',
    cover: 8,
    place: 'jakarta',
    entity: 'Rendang',
    title: 'Rendang Nenek, Resep yang Tidak Pernah Ditulis',
    description: 'Delapan jam di dapur bersama nenek, dan rahasia santan yang harus diaduk tanpa berhenti.',
    topics: ['Food & Drink', 'Budaya'],
    body: html(
      'Nenek saya tidak pernah menulis resep rendangnya. Semua ada di tangannya: berapa banyak cabai, kapan santan mulai mengental, kapan api harus dikecilkan.',
      'Saya menghabiskan delapan jam di dapurnya di Jakarta, mencatat setiap gerakan. Rahasianya ternyata sederhana: santan harus terus diaduk sampai berubah menjadi minyak, dan tidak boleh ditinggal sedetik pun.',
      '> Rendang itu sabar. Kalau terburu-buru, jadinya kalio.',
    ),
  },
  {
    ctype: CTYPE.post,
    lang: 'en',
    by: 'sam',
    cover: 9,
    title: 'The Quiet Joy of Urban Cycling in Winter',
    description: 'Cold hands, empty lanes and why the best month to start cycling is January.',
    topics: ['Urban Cycling', 'Cities', 'Climate'],
    body: html(
      'Everyone starts cycling in May. I started in January, and I recommend it. The lanes are empty, the light is low and golden, and every ride ends with the pleasure of a warm room.',
      'You need three things: good gloves, lights that other people can see, and a route that avoids the big junctions. Everything else is optional.',
    ),
  },
  {
    ctype: CTYPE.post,
    lang: 'tw',
    by: 'mei',
    cover: 10,
    entity: 'Oolong Tea',
    title: '在坪林喝一杯包種茶',
    description: '離台北一小時的山城，茶農教我怎麼分辨好茶。',
    topics: ['Tea', '台北', 'Travel'],
    body: html(
      '坪林離台北市區只有一小時車程，卻像另一個世界。山坡上是一層一層的茶園，空氣裡都是茶香。',
      '茶農陳先生教我看茶葉的顏色、聞乾茶的香氣，最後才喝。好的包種茶，喝完之後喉嚨裡會留下一股清甜。',
    ),
  },

  // Articles (ctype 12)
  {
    ctype: CTYPE.article,
    lang: 'en',
    by: 'ada',
    magazine: 'thelongtable',
    cover: 11,
    place: 'singapore',
    premium: true,
    price: { minor: 300, currency: 'USD' },
    title: 'How Hawker Centres Feed a Nation',
    description:
      'Singapore’s open-air food courts are public infrastructure. What can other cities learn from them?',
    topics: ['Street Food', 'Cities', 'Food & Drink'],
    body: html(
      'At lunchtime in Singapore, more than a hundred hawker centres fill with office workers, retirees and schoolchildren. A plate of chicken rice costs less than a bus ticket in London.',
      '## Public kitchens',
      'Hawker centres began in the 1970s as a way to move street vendors indoors, with running water and proper drainage. Fifty years later they are the country’s shared dining room, recognised by UNESCO in 2020.',
      '## The succession problem',
      'The average hawker is over sixty. Young cooks face long hours and thin margins. New schemes pair veterans with apprentices, and some centres now rent stalls at reduced rates to first-time hawkers.',
      '> A city that feeds everyone cheaply and well has decided something about who belongs there.',
      'Other cities have tried to copy the model and mostly failed, because the rent, not the food, is the hard part.',
    ),
  },
  {
    ctype: CTYPE.article,
    lang: 'cn',
    by: 'wen',
    cover: 12,
    place: 'shanghai',
    entity: 'The Bund',
    title: '外滩的一百年：银行、码头和城市记忆',
    description: '从十九世纪的洋行到今天的观光长廊，外滩见证了上海的每一次转身。',
    topics: ['History', 'Architecture', '上海'],
    body: html(
      '外滩的建筑几乎都建于十九世纪末到二十世纪三十年代。这些银行和洋行的大楼，用花岗岩和大理石讲述着那个时代的野心。',
      '## 码头变成长廊',
      '曾经的码头和货栈，如今变成了观光步道。每天傍晚，游客在这里拍摄对岸陆家嘴的天际线，很少有人回头看身后的老建筑。',
      '## 城市的记忆',
      '保护老建筑，不只是保护墙壁和窗户，也是保护一座城市记得自己的方式。',
    ),
  },
  {
    ctype: CTYPE.article,
    lang: 'en',
    by: 'sam',
    cover: 13,
    entity: 'Ada Lovelace',
    title: 'Ada Lovelace and the First Program',
    description:
      'In 1843 a footnote described how a machine could compute Bernoulli numbers. It changed everything.',
    topics: ['History', 'Science', 'Technology'],
    body: html(
      'Ada Lovelace translated an Italian article about Charles Babbage’s Analytical Engine and added notes three times longer than the original. Note G described, step by step, how the engine could compute Bernoulli numbers.',
      'More remarkable than the algorithm was her vision: that such a machine might act on anything that could be expressed in symbols, including music.',
    ),
  },
  {
    ctype: CTYPE.article,
    lang: 'in',
    by: 'budi',
    cover: 14,
    place: 'yogyakarta',
    entity: 'Gamelan',
    title: 'Gamelan di Era Digital',
    description: 'Para pemuda Yogyakarta yang memadukan bunyi perunggu dengan musik elektronik.',
    topics: ['Music', 'Budaya'],
    body: html(
      'Di sebuah studio kecil di Kotagede, sekelompok musisi muda merekam bunyi gong dan saron, lalu mengolahnya dengan komputer. Hasilnya adalah musik yang terdengar sangat tua sekaligus sangat baru.',
      'Bagi mereka, gamelan bukan benda museum. Ia adalah bahasa yang masih hidup, yang bisa berbicara dengan ketukan drum elektronik dan synthesizer.',
    ),
  },
  {
    ctype: CTYPE.article,
    lang: 'tw',
    by: 'mei',
    magazine: 'thelongtable',
    cover: 15,
    place: 'taipei',
    premium: true,
    price: { minor: 9_000, currency: 'TWD' },
    title: '夜市的經濟學',
    description: '一個攤位一晚能賺多少？台北夜市背後的租金、人力與食材成本。',
    topics: ['Night Markets', '台北', 'Street Food'],
    body: html(
      '一碗蚵仔麵線賣六十元，看起來不貴。但攤主要付攤位租金、食材、瓦斯和兩個幫手的工資，一晚要賣三百碗才能打平。',
      '夜市的攤位往往是家族經營，老闆、老闆娘和孩子輪班。它們撐起的不只是觀光客的胃，也是許多家庭的生計。',
    ),
  },
  {
    ctype: CTYPE.article,
    lang: 'en',
    by: 'ada',
    cover: 16,
    place: 'melbourne',
    title: 'Melbourne’s Laneway Cafés and the Rules That Made Them',
    description:
      'How a change in liquor licensing and a love of espresso turned back alleys into the city’s living room.',
    topics: ['Coffee', 'Cities', 'Design'],
    body: html(
      'In the 1990s Melbourne’s laneways were for rubbish bins. Then the city changed its planning rules, cut the cost of small liquor licences and encouraged tiny businesses to open in narrow spaces.',
      'Today the laneways hold some of the best coffee in the world, served from hole-in-the-wall counters to people who stand, talk and drink within a few minutes.',
    ),
  },

  // Editorials (ctype 8)
  {
    ctype: CTYPE.editorial,
    lang: 'en',
    by: 'ada',
    magazine: 'thelongtable',
    cover: 17,
    title: 'Why We Still Print a Magazine About Food',
    description: 'A letter from the editor on slow reading, long tables and paying writers properly.',
    topics: ['Food & Drink', 'Culture'],
    body: html(
      'Every few months someone asks why The Long Table bothers. Food writing is everywhere; recipes are free; a video of a dumpling gets more views than our whole archive.',
      'We bother because a meal is more than a recipe. It is a place, a family, a market, an economy. Those stories take time to report and deserve to be paid for.',
      'This issue is about the people who feed cities: hawkers, grandmothers, night-market families. Pull up a chair.',
    ),
  },
  {
    ctype: CTYPE.editorial,
    lang: 'tw',
    by: 'mei',
    magazine: 'thelongtable',
    cover: 18,
    title: '編者的話：慢慢吃，慢慢寫',
    description: '這一期，我們走進台灣的市場與廚房。',
    topics: ['美食', 'Culture'],
    body: html(
      '在這個什麼都很快的時代，我們選擇慢慢吃，慢慢寫。',
      '這一期的作者們花了好幾個月，走訪台南的早餐店、坪林的茶園和台北的夜市。希望您讀完之後，也會想放下手機，好好吃一頓飯。',
    ),
  },
  {
    ctype: CTYPE.editorial,
    lang: 'cn',
    by: 'wen',
    cover: 19,
    title: '社论：技术应该为谁服务',
    description: '当算法决定我们看什么、吃什么，我们更需要独立的声音。',
    topics: ['科技', 'AI'],
    body: html(
      '推荐算法越来越聪明，我们的选择却越来越少。它知道我们喜欢什么，却不关心我们需要什么。',
      '独立写作者和小型出版者的价值，正在于他们不迎合算法。他们写自己认为重要的东西，也相信读者会认真读。',
    ),
  },
  {
    ctype: CTYPE.editorial,
    lang: 'in',
    by: 'budi',
    magazine: 'thelongtable',
    cover: 20,
    title: 'Catatan Redaksi: Dapur Adalah Arsip',
    description: 'Resep keluarga adalah sejarah yang belum ditulis. Mari kita catat sebelum hilang.',
    topics: ['Budaya', 'History', 'Food & Drink'],
    body: html(
      'Setiap dapur keluarga menyimpan arsip yang tidak tercatat di perpustakaan mana pun. Resep nenek, cara memilih cabai, urutan bumbu yang ditumis.',
      'Edisi ini adalah undangan: tanyakan resep kepada orang tua Anda, tulis, dan bagikan. Sejarah kuliner kita bergantung pada itu.',
    ),
  },

  // Legacy posts (ctype 13)
  {
    ctype: CTYPE.postLegacy,
    lang: 'en',
    by: 'sam',
    cover: 21,
    title: 'Ten Years of Photographing the Same Street',
    description: 'One corner in east London, photographed every Sunday since 2016.',
    topics: ['Photography', 'Cities'],
    place: 'london',
    body: html(
      'Every Sunday at nine I stand at the same corner and take one photograph. Shops have opened and closed, trees have grown, a mural has been painted over three times.',
      'The pictures are not beautiful one by one. Together they are the most honest portrait of a city I know.',
    ),
  },
  {
    ctype: CTYPE.postLegacy,
    lang: 'cn',
    by: 'wen',
    cover: 22,
    place: 'beijing',
    title: '北京胡同里的早点摊',
    description: '豆汁、焦圈和一位做了四十年早点的老师傅。',
    topics: ['Food & Drink', 'Culture'],
    body: html(
      '胡同口的早点摊每天五点开张。老师傅做了四十年焦圈，手上的动作比机器还准。',
      '豆汁的味道很多人喝不惯，但老北京人说，喝惯了就离不开。',
    ),
  },

  // External links (ctype 5)
  {
    ctype: CTYPE.external,
    lang: 'en',
    by: 'sam',
    cover: 23,
    title: 'The Case for Boring Technology',
    description: 'An essay on choosing well-understood tools, and spending innovation where it counts.',
    topics: ['Technology', 'Startups'],
    link: 'https://example.com/essays/boring-technology',
    body: html(
      'A classic on why most teams should pick dull, proven tools and save their novelty for the product itself. Worth rereading every year.',
    ),
  },
  {
    ctype: CTYPE.external,
    lang: 'en',
    by: 'ada',
    cover: 24,
    title: 'A Field Guide to the Night Markets of Asia',
    description: 'From Taipei to Bangkok: what to eat, when to go and how to pay.',
    topics: ['Night Markets', 'Travel', 'Street Food'],
    link: 'https://example.org/guides/night-markets',
    // As a blog's import marks a post with comments on Facebook (SPEC §9 embedded social comments).
    extra: { socialComments: 'facebook' },
    body: html(
      'A long, well-photographed guide that we keep sending to friends. The Taipei section is excellent.',
    ),
  },
  {
    ctype: CTYPE.external,
    lang: 'tw',
    by: 'mei',
    title: '城市散步的十個建議',
    description: '一篇關於如何用雙腳認識一座城市的好文章。',
    topics: ['Cities', 'Travel'],
    link: 'https://example.net/walking-the-city',
    body: html('推薦這篇文章給喜歡散步的朋友：不要帶地圖，跟著麵包香走。'),
  },
  {
    ctype: CTYPE.external,
    lang: 'in',
    by: 'budi',
    title: 'Sejarah Kopi di Nusantara',
    description: 'Dari perkebunan kolonial sampai kedai kopi modern.',
    topics: ['Kopi', 'History'],
    link: 'https://example.com/sejarah-kopi',
    body: html(
      'Artikel panjang yang menjelaskan bagaimana kopi datang ke Jawa, dan mengapa kita menyebutnya kopi tubruk.',
    ),
  },

  // Lists (ctype 10)
  {
    ctype: CTYPE.list,
    lang: 'en',
    by: 'ada',
    magazine: 'thelongtable',
    cover: 25,
    place: 'tokyo',
    title: 'Five Kissaten in Tokyo That Time Forgot',
    description: 'Dark wood, siphon coffee and thick toast in the city’s old coffee houses.',
    topics: ['Coffee', 'Travel'],
    body: html(
      'Japan’s kissaten are the opposite of third-wave cafés: slow, smoky and unchanged since the 1970s. These five are still run by their first owners.',
    ),
    extra: {
      items: [
        {
          title: 'Chatei Hatou, Shibuya',
          description: 'Hand-dripped coffee in porcelain you choose from the wall.',
        },
        { title: 'Kayaba Coffee, Yanaka', description: 'Egg sandwiches in a 1938 wooden house.' },
        { title: 'Café de l’Ambre, Ginza', description: 'Aged beans, some older than the customers.' },
        { title: 'Sabouru, Jimbocho', description: 'Strawberry juice and spaghetti among the bookshops.' },
        { title: 'Tsubakiya, Shinjuku', description: 'Waiters in bow ties, a piano and a quiet hour.' },
      ],
    },
  },
  {
    ctype: CTYPE.list,
    lang: 'tw',
    by: 'mei',
    cover: 26,
    place: 'taipei',
    title: '台北七家值得早起的早餐店',
    description: '蛋餅、飯糰、燒餅油條，從東區到萬華。',
    topics: ['美食', '台北'],
    body: html('台北的早餐店多到數不完，這七家是我願意為它們早起的。'),
    extra: {
      items: [
        { title: '阜杭豆漿', description: '厚燒餅夾蛋，排隊也值得。' },
        { title: '永和豆漿大王', description: '半夜也能喝到鹹豆漿。' },
        { title: '劉媽媽飯糰', description: '紫米飯糰包得紮實。' },
        { title: '萬華老店蛋餅', description: '粉漿蛋餅外酥內軟。' },
        { title: '東區晨間咖啡', description: '一杯拿鐵配剛出爐的可頌。' },
        { title: '大稻埕米苔目', description: '清湯米苔目，簡單卻溫暖。' },
        { title: '師大路蔥油餅', description: '加蛋加九層塔，香氣十足。' },
      ],
    },
  },
  {
    ctype: CTYPE.list,
    lang: 'in',
    by: 'budi',
    cover: 27,
    title: 'Tujuh Album Indonesia yang Wajib Didengar',
    description: 'Dari keroncong sampai indie pop: daftar untuk akhir pekan.',
    topics: ['Music', 'Budaya'],
    body: html(
      'Tujuh album yang menunjukkan betapa kayanya musik Indonesia, dari tahun 1970-an sampai sekarang.',
    ),
    extra: {
      items: [
        { title: 'Keroncong Tugu', description: 'Suara Portugis yang menjadi Betawi.' },
        { title: 'Gamelan Elektronik', description: 'Perunggu bertemu synthesizer.' },
        { title: 'Dangdut Klasik', description: 'Irama yang membuat semua orang bergoyang.' },
        { title: 'Pop Kreatif 80-an', description: 'Aransemen yang masih terdengar segar.' },
        { title: 'Indie Jogja', description: 'Gitar akustik dan lirik tentang kota.' },
        { title: 'Jazz Bali', description: 'Improvisasi dengan sentuhan gamelan.' },
        { title: 'Folk Sumatra', description: 'Cerita-cerita dari dataran tinggi.' },
      ],
    },
  },
  {
    ctype: CTYPE.list,
    lang: 'cn',
    by: 'wen',
    cover: 28,
    title: '程序员必读的六本书',
    description: '不讲框架，只讲思考方式。',
    topics: ['Books', '科技'],
    body: html('这六本书我每隔几年就会重读一次，每次都有新的收获。'),
    extra: {
      items: [
        { title: '《人月神话》', description: '为什么加人不能让项目更快。' },
        { title: '《代码大全》', description: '写好每一行代码的细节。' },
        { title: '《程序员修炼之道》', description: '做一个务实的工程师。' },
        { title: '《设计数据密集型应用》', description: '理解数据库和分布式系统。' },
        { title: '《重构》', description: '小步前进，保持代码健康。' },
        { title: '《黑客与画家》', description: '关于创造的随笔。' },
      ],
    },
  },

  // Votable lists (ctype 102)
  {
    ctype: CTYPE.votableList,
    lang: 'en',
    by: 'sam',
    cover: 29,
    title: 'The Best Sci-Fi Novels of the Decade',
    description: 'The books that changed how our readers think about the future.',
    topics: ['Sci-Fi', 'Books'],
    body: html('Our readers picked the shortlist of five. Tell us in the comments what we missed.'),
    extra: {
      items: [
        { title: 'A novel about a generation ship that forgets it is moving' },
        { title: 'A climate thriller set in a drowned Shanghai' },
        { title: 'An AI detective story told by the AI' },
        { title: 'A first-contact novel written as letters' },
        { title: 'A time-loop romance in a Jakarta night market' },
      ],
    },
  },
  {
    ctype: CTYPE.votableList,
    lang: 'tw',
    by: 'mei',
    magazine: 'thelongtable',
    cover: 30,
    place: 'taipei',
    title: '你最愛的台北夜市小吃',
    description: '讀者心目中的台北夜市冠軍候選。',
    topics: ['Night Markets', '台北', '美食'],
    body: html('我們從讀者推薦中選出七樣小吃，歡迎在留言告訴我們你的最愛。'),
    extra: {
      items: [
        { title: '蚵仔煎' },
        { title: '胡椒餅' },
        { title: '大腸包小腸' },
        { title: '臭豆腐' },
        { title: '珍珠奶茶' },
        { title: '地瓜球' },
        { title: '鹽酥雞' },
      ],
    },
  },
  {
    ctype: CTYPE.votableList,
    lang: 'in',
    by: 'budi',
    cover: 31,
    title: 'Kopi Susu Terbaik di Jakarta',
    description: 'Kedai kopi favorit pembaca kami.',
    topics: ['Kopi', 'Cities'],
    place: 'jakarta',
    body: html('Daftar ini disusun dari rekomendasi pembaca. Ceritakan kopi susu favorit Anda di komentar.'),
    extra: {
      items: [
        { title: 'Kedai di Blok M dengan gula aren asli' },
        { title: 'Warung kopi di Kota Tua' },
        { title: 'Kedai kecil di Tebet' },
        { title: 'Kopi keliling di Sudirman' },
      ],
    },
  },

  // Quizzes (ctype 11)
  {
    ctype: CTYPE.quiz,
    lang: 'en',
    by: 'ada',
    magazine: 'thelongtable',
    cover: 32,
    title: 'How Well Do You Know Street Food?',
    description: 'Five questions from Taipei, Singapore, Jakarta and beyond.',
    topics: ['Street Food', 'Food & Drink'],
    body: html('Think you know your satay from your skewers? Try our five-question quiz.'),
    extra: {
      questions: [
        {
          question: 'Which city is famous for hawker centres recognised by UNESCO?',
          options: ['Bangkok', 'Singapore', 'Manila'],
          answer: 1,
        },
        {
          question: 'What is the main ingredient of oyster omelette’s sauce base?',
          options: ['Sweet potato starch', 'Rice flour', 'Cornflour'],
          answer: 0,
          explanation: 'Sweet potato starch gives it the chewy texture.',
        },
        {
          question: 'Rendang comes from which region?',
          options: ['Bali', 'West Sumatra', 'Java'],
          answer: 1,
        },
        {
          question: 'Shilin is a night market in which city?',
          options: ['Taipei', 'Tainan', 'Hong Kong'],
          answer: 0,
        },
        {
          question: 'Jianbing is a breakfast crepe from which country?',
          options: ['Japan', 'Korea', 'China'],
          answer: 2,
        },
      ],
    },
  },
  {
    ctype: CTYPE.quiz,
    lang: 'en',
    by: 'sam',
    cover: 33,
    title: 'The London Underground Quiz',
    description: 'Six questions for people who stand on the right.',
    topics: ['Cities', 'History'],
    entity: 'London Underground',
    place: 'london',
    body: html('The Tube turned 160 recently. How much do you know about it?'),
    extra: {
      questions: [
        {
          question: 'In which year did the first Underground line open?',
          options: ['1863', '1890', '1908'],
          answer: 0,
        },
        {
          question: 'Which line is coloured brown on the map?',
          options: ['Central', 'Bakerloo', 'District'],
          answer: 1,
        },
        {
          question: 'Who designed the famous Tube map in 1931?',
          options: ['Harry Beck', 'Frank Pick', 'Edward Johnston'],
          answer: 0,
        },
        { question: 'Which is the deepest station?', options: ['Hampstead', 'Bank', 'Angel'], answer: 0 },
      ],
    },
  },
  {
    ctype: CTYPE.quiz,
    lang: 'tw',
    by: 'mei',
    cover: 34,
    title: '你是台灣茶達人嗎？',
    description: '四個問題，測測你對台灣茶的了解。',
    topics: ['Tea', '美食'],
    entity: 'Oolong Tea',
    body: html('從包種茶到東方美人，看看你能答對幾題。'),
    extra: {
      questions: [
        { question: '東方美人茶的特殊香氣來自什麼？', options: ['小綠葉蟬', '烘焙', '花香'], answer: 0 },
        { question: '包種茶的主要產地是？', options: ['坪林', '鹿谷', '梨山'], answer: 0 },
        { question: '凍頂烏龍產自哪個縣？', options: ['南投', '嘉義', '新竹'], answer: 0 },
      ],
    },
  },
  {
    ctype: CTYPE.quiz,
    lang: 'in',
    by: 'budi',
    cover: 35,
    title: 'Kuis Budaya Jawa',
    description: 'Seberapa kenal Anda dengan budaya Jawa?',
    topics: ['Budaya', 'History'],
    entity: 'Borobudur',
    body: html('Empat pertanyaan tentang candi, gamelan, dan batik.'),
    extra: {
      questions: [
        {
          question: 'Borobudur dibangun pada abad ke berapa?',
          options: ['Ke-7', 'Ke-9', 'Ke-12'],
          answer: 1,
        },
        {
          question: 'Alat musik utama gamelan terbuat dari?',
          options: ['Kayu', 'Perunggu', 'Bambu'],
          answer: 1,
        },
        {
          question: 'Kota mana yang dikenal sebagai pusat batik?',
          options: ['Pekalongan', 'Bandung', 'Medan'],
          answer: 0,
        },
      ],
    },
  },

  // Events (ctype 101)
  {
    ctype: CTYPE.event,
    lang: 'en',
    by: 'ada',
    magazine: 'thelongtable',
    cover: 36,
    place: 'taipei',
    title: 'The Long Table Supper Club: Taipei',
    description: 'A twelve-course dinner with the cooks from our night-market issue.',
    topics: ['Food & Drink', 'Night Markets'],
    body: html(
      'Join us for a long table dinner with six night-market cooks, each making two dishes. Seats are limited to forty.',
    ),
    extra: {
      startsAt: at(12, 19),
      endsAt: at(12, 22),
      venue: 'Huashan 1914 Creative Park',
      address: 'No. 1, Section 1, Bade Road, Zhongzheng District, Taipei',
    },
  },
  {
    ctype: CTYPE.event,
    lang: 'in',
    by: 'budi',
    cover: 37,
    place: 'yogyakarta',
    entity: 'Gamelan',
    title: 'Malam Gamelan di Kotagede',
    description: 'Pertunjukan gamelan dan musik elektronik di halaman rumah joglo.',
    topics: ['Music', 'Budaya'],
    body: html(
      'Datang dan dengarkan perpaduan gamelan dan musik elektronik di bawah langit Yogyakarta. Gratis, tanpa pendaftaran.',
    ),
    extra: {
      startsAt: at(5, 20, '+07:00'),
      venue: 'Rumah Joglo Kotagede',
      address: 'Jl. Mondorakan, Kotagede, Yogyakarta',
    },
  },
  {
    ctype: CTYPE.event,
    lang: 'cn',
    by: 'wen',
    cover: 38,
    place: 'shanghai',
    title: '上海独立开发者聚会',
    description: '十二月的线下聚会：分享你的副业项目。',
    topics: ['科技', 'Startups', '上海'],
    body: html('每位参加者可以用五分钟介绍自己的项目。欢迎带上你的笔记本电脑。'),
    extra: {
      startsAt: at(9, 14),
      endsAt: at(9, 18),
      venue: '静安区共享办公空间',
      online: 'https://example.com/live/shanghai-indie',
    },
  },
  {
    ctype: CTYPE.event,
    lang: 'en',
    by: 'sam',
    cover: 39,
    place: 'london',
    title: 'Sunday Photo Walk: Thames Foreshore',
    description: 'A slow two-hour walk at low tide, cameras optional.',
    topics: ['Photography', 'Cities'],
    body: html(
      'We meet at the steps by the Millennium Bridge and walk east along the foreshore at low tide. Wear boots.',
    ),
    extra: {
      startsAt: at(3, 10, '+00:00'),
      endsAt: at(3, 12, '+00:00'),
      venue: 'Millennium Bridge, north bank steps',
      address: 'London EC4V',
    },
  },

  // Databases (ctype 103)
  {
    ctype: CTYPE.database,
    lang: 'en',
    by: 'ada',
    magazine: 'thelongtable',
    cover: 40,
    title: 'What a Bowl of Noodles Costs Around the World',
    description: 'We priced a simple bowl of noodles in eight cities.',
    topics: ['Food & Drink', 'Cities'],
    body: html(
      'Prices collected by our writers in November, at ordinary places where locals eat, converted at the day’s rate.',
    ),
    extra: {
      columns: ['City', 'Dish', 'Price (USD)'],
      rows: [
        ['Taipei', 'Beef noodle soup', '5.50'],
        ['Jakarta', 'Mie ayam', '1.20'],
        ['Shanghai', 'Scallion oil noodles', '2.10'],
        ['Tokyo', 'Shoyu ramen', '6.40'],
        ['London', 'Ramen', '16.00'],
        ['New York', 'Hand-pulled noodles', '14.50'],
        ['Singapore', 'Laksa', '4.80'],
        ['Paris', 'Pho', '13.00'],
      ],
    },
  },
  {
    ctype: CTYPE.database,
    lang: 'cn',
    by: 'wen',
    cover: 41,
    title: '国产开源数据库一览',
    description: '八个值得关注的开源数据库项目。',
    topics: ['科技', 'Technology'],
    body: html('按类型整理，数据截至本月。'),
    extra: {
      columns: ['项目', '类型', '语言'],
      rows: [
        ['项目甲', '关系型', 'Go'],
        ['项目乙', '时序', 'Rust'],
        ['项目丙', '图数据库', 'C++'],
        ['项目丁', '键值', 'Rust'],
      ],
    },
  },
  {
    ctype: CTYPE.database,
    lang: 'tw',
    by: 'mei',
    cover: 42,
    title: '台灣各地茶區海拔表',
    description: '從坪林到梨山，十個茶區的海拔與代表茶。',
    topics: ['Tea'],
    body: html('海拔越高，茶葉生長越慢，香氣也越細緻。'),
    extra: {
      columns: ['茶區', '海拔（公尺）', '代表茶'],
      rows: [
        ['坪林', '400', '包種茶'],
        ['鹿谷', '800', '凍頂烏龍'],
        ['阿里山', '1400', '高山烏龍'],
        ['梨山', '2000', '高山烏龍'],
        ['峨眉', '300', '東方美人'],
      ],
    },
  },

  // Polls (ctype 104)
  {
    ctype: CTYPE.poll,
    lang: 'en',
    by: 'sam',
    cover: 43,
    title: 'How Do You Take Your Coffee?',
    description: 'A very scientific survey of our readers.',
    topics: ['Coffee'],
    body: html('Settle the argument once and for all.'),
    extra: {
      options: ['Black, no sugar', 'Flat white', 'Iced, always', 'Kopi susu', 'I drink tea'],
      closesAt: `${new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 19)}Z`,
    },
  },
  {
    ctype: CTYPE.poll,
    lang: 'tw',
    by: 'mei',
    cover: 44,
    title: '珍珠奶茶要不要加冰？',
    description: '全糖去冰還是微糖少冰？',
    topics: ['美食', 'Tea'],
    body: html('這是台灣人最認真的問題之一。'),
    extra: { options: ['正常冰', '少冰', '去冰', '熱的'] },
  },
  {
    ctype: CTYPE.poll,
    lang: 'in',
    by: 'budi',
    cover: 45,
    title: 'Bubur Ayam: Diaduk atau Tidak?',
    description: 'Perdebatan abadi di meja sarapan.',
    topics: ['Food & Drink', 'Budaya'],
    body: html('Tim diaduk atau tim tidak diaduk? Perdebatan ini tidak pernah selesai.'),
    extra: { options: ['Diaduk', 'Tidak diaduk', 'Tergantung suasana hati'] },
  },

  // Memes (ctype 105)
  {
    ctype: CTYPE.meme,
    lang: 'en',
    by: 'sam',
    cover: 46,
    title: 'When the Night Market Closes at Midnight',
    description: 'Every visitor, at 11:58.',
    topics: ['Night Markets'],
    extra: { topText: 'One more skewer', bottomText: 'said everyone at 11:58' },
  },
  {
    ctype: CTYPE.meme,
    lang: 'cn',
    by: 'wen',
    cover: 47,
    title: '产品经理的周一',
    description: '需求又改了。',
    topics: ['科技', 'Startups'],
    extra: { topText: '需求只改一点点', bottomText: '整个系统重写' },
  },
  {
    ctype: CTYPE.meme,
    lang: 'in',
    by: 'budi',
    cover: 48,
    title: 'Kopi Pertama Hari Senin',
    description: 'Sebelum dan sesudah.',
    topics: ['Kopi'],
    extra: { topText: 'Sebelum kopi', bottomText: 'Sesudah kopi: siap menaklukkan dunia' },
  },

  // Chats (ctype 106)
  {
    ctype: CTYPE.chat,
    lang: 'en',
    by: 'ada',
    magazine: 'thelongtable',
    cover: 49,
    title: 'In Conversation: A Hawker and Her Apprentice',
    description: 'Two generations behind one stall in Singapore.',
    topics: ['Street Food', 'Culture'],
    place: 'singapore',
    body: html(
      'We sat down with Auntie Lim, sixty-eight, and Daniel, twenty-four, who is learning her chicken rice.',
    ),
    extra: {
      messages: [
        { speaker: 'The Long Table', text: 'How long have you run this stall?' },
        { speaker: 'Auntie Lim', text: 'Forty-one years. My mother had it before me.' },
        { speaker: 'The Long Table', text: 'Daniel, why did you want to learn?' },
        { speaker: 'Daniel', text: 'I grew up eating here. I did not want it to disappear.' },
        { speaker: 'Auntie Lim', text: 'He is slow with the chicken. But his rice is already good.' },
      ],
    },
  },
  {
    ctype: CTYPE.chat,
    lang: 'tw',
    by: 'mei',
    cover: 50,
    title: '對談：咖啡師與茶農',
    description: '當咖啡遇見茶，兩位職人的對話。',
    topics: ['Coffee', 'Tea', '台北'],
    extra: {
      messages: [
        { speaker: '咖啡師', text: '我覺得咖啡和茶最像的地方，是都需要耐心。' },
        { speaker: '茶農', text: '對，茶葉要等，人也要等。' },
        { speaker: '咖啡師', text: '你會喝咖啡嗎？' },
        { speaker: '茶農', text: '偶爾。但早上還是一定要一壺茶。' },
      ],
    },
  },
  {
    ctype: CTYPE.chat,
    lang: 'cn',
    by: 'wen',
    cover: 51,
    title: '对话：一位 AI 研究员的日常',
    description: '关于模型、数据和下班后的生活。',
    topics: ['AI', '科技'],
    extra: {
      messages: [
        { speaker: '王文', text: '你每天的工作是什么样的？' },
        { speaker: '研究员', text: '一半时间在看数据，一半时间在等训练结果。' },
        { speaker: '王文', text: '最难的部分是什么？' },
        { speaker: '研究员', text: '承认实验失败，然后重新开始。' },
      ],
    },
  },

  // Live Q&A (ctype 107)
  {
    ctype: CTYPE.liveQa,
    lang: 'en',
    by: 'ada',
    magazine: 'thelongtable',
    cover: 52,
    title: 'Live Q&A: Ask Our Editors Anything About Food Writing',
    description: 'Pitching, reporting and getting paid: our editors answer your questions.',
    topics: ['Food & Drink', 'Books'],
    body: html('Send your questions ahead of time or ask them live in the comments.'),
    extra: {
      startsAt: at(7, 20, '+00:00'),
      host: 'Ada Okafor',
      questions: [
        {
          question: 'How long should a pitch be?',
          answer: 'Three short paragraphs: the story, why now, why you.',
        },
        {
          question: 'Do you pay for first-time writers?',
          answer: 'Always, at the same rate as everyone else.',
        },
        { question: 'Can I pitch a recipe?' },
      ],
    },
  },
  {
    ctype: CTYPE.liveQa,
    lang: 'in',
    by: 'budi',
    cover: 53,
    title: 'Tanya Jawab Langsung: Menulis tentang Musik',
    description: 'Bagaimana memulai menulis ulasan musik?',
    topics: ['Music', 'Budaya'],
    extra: {
      startsAt: at(4, 19, '+07:00'),
      host: 'Budi Santoso',
      questions: [
        {
          question: 'Apakah harus bisa bermain musik?',
          answer: 'Tidak harus, tetapi harus mendengarkan dengan sungguh-sungguh.',
        },
        { question: 'Di mana sebaiknya menerbitkan tulisan pertama?' },
      ],
    },
  },
  {
    ctype: CTYPE.liveQa,
    lang: 'cn',
    by: 'wen',
    cover: 54,
    title: '直播问答：独立开发者如何找到第一个用户',
    description: '周五晚上八点，欢迎提问。',
    topics: ['Startups', '科技'],
    extra: {
      startsAt: at(6, 20),
      host: '王文',
      questions: [{ question: '要不要先做一个落地页？', answer: '要。先验证需求，再写代码。' }],
    },
  },

  // Donate (ctype 108)
  {
    ctype: CTYPE.donate,
    lang: 'en',
    by: 'ada',
    magazine: 'thelongtable',
    cover: 55,
    title: 'Help Us Pay Hawkers to Teach Their Recipes',
    description: 'Every donation pays a cook for an afternoon of teaching an apprentice.',
    topics: ['Street Food', 'Culture'],
    body: html(
      'We want to record twenty recipes from retiring hawkers before they are lost, and pay each cook fairly for their time.',
    ),
    extra: { goalMinor: 500_000, currency: 'USD' },
  },
  {
    ctype: CTYPE.donate,
    lang: 'tw',
    by: 'mei',
    cover: 56,
    title: '支持坪林小農的茶園修復',
    description: '颱風過後，茶園正在募集修復經費。',
    topics: ['Tea', 'Climate'],
    body: html('今年的颱風沖毀了三片茶園的梯田，我們希望募得修復經費。'),
    extra: { goalMinor: 30_000_000, currency: 'TWD' },
  },
  {
    ctype: CTYPE.donate,
    lang: 'in',
    by: 'budi',
    cover: 57,
    title: 'Gamelan untuk Sekolah Desa',
    description: 'Bantu kami membeli satu set gamelan untuk sekolah dasar di Bantul.',
    topics: ['Music', 'Budaya'],
    place: 'yogyakarta',
    body: html(
      'Anak-anak di desa ini belajar gamelan dengan alat pinjaman. Dana yang terkumpul akan membeli satu set untuk sekolah mereka.',
    ),
    extra: { goalMinor: 45_000_000, currency: 'IDR' },
  },
  {
    ctype: CTYPE.post,
    lang: 'en',
    by: 'sam',
    cover: 58,
    title: 'Why I Read Poetry on Sunday Mornings',
    description: 'Ten minutes, one poem, and a week that starts slower.',
    topics: ['Poetry', 'Books'],
    body: html(
      'On Sunday mornings, before the news, I read one poem. Just one, twice: once quickly, once aloud.',
      'It is the only ten minutes of the week when I am not trying to get anything done. That is, I think, the point.',
    ),
  },
];
