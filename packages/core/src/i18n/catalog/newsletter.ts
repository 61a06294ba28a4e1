import { defineCatalog } from '../define.ts';

/** SPEC §9's weekly newsletter: the mail, and the admin console's newsletter section. */
export const newsletterMessages = defineCatalog({
  en: {
    'newsletter.mail.subject': 'This week on Masthead: {title}',
    'newsletter.mail.introFollowed':
      'Here are the best stories of the week from the people, publishers, topics and places you follow.',
    'newsletter.mail.introTop': 'Here are the top stories of the week on Masthead.',
    'newsletter.mail.byline': 'by {name}',
    'newsletter.mail.action': 'Read more on Masthead',
    'admin.section.newsletter': 'Newsletter',
    'admin.newsletter.subscribers': 'Subscribed readers: {count}',
    'admin.newsletter.next': 'Next run: {time} (UTC), every Friday at 17:00.',
    'admin.newsletter.never': 'The newsletter has not run yet.',
    'admin.newsletter.last': 'Last run: week {week}, finished {time} (UTC). Issues sent that week: {count}.',
    'admin.newsletter.running': 'Week {week} is being sent now (attempt {count}).',
    'admin.newsletter.failed': 'Week {week} failed after {count} attempts: {error}',
  },
  tw: {
    'newsletter.mail.subject': '本週 Masthead：{title}',
    'newsletter.mail.introFollowed': '這是您追蹤的人物、發佈者、主題與地點本週最好的文章。',
    'newsletter.mail.introTop': '這是 Masthead 本週的熱門文章。',
    'newsletter.mail.byline': '作者：{name}',
    'newsletter.mail.action': '到 Masthead 閱讀更多',
    'admin.section.newsletter': '電子報',
    'admin.newsletter.subscribers': '訂閱讀者：{count}',
    'admin.newsletter.next': '下次發送：{time}（UTC），每週五 17:00。',
    'admin.newsletter.never': '電子報尚未發送過。',
    'admin.newsletter.last': '上次發送：第 {week} 週，完成於 {time}（UTC）。該週已寄出：{count} 封。',
    'admin.newsletter.running': '第 {week} 週正在發送（第 {count} 次嘗試）。',
    'admin.newsletter.failed': '第 {week} 週在 {count} 次嘗試後失敗：{error}',
  },
  cn: {
    'newsletter.mail.subject': '本周 Masthead：{title}',
    'newsletter.mail.introFollowed': '这是您关注的人物、发布者、话题与地点本周最好的文章。',
    'newsletter.mail.introTop': '这是 Masthead 本周的热门文章。',
    'newsletter.mail.byline': '作者：{name}',
    'newsletter.mail.action': '到 Masthead 阅读更多',
    'admin.section.newsletter': '电子报',
    'admin.newsletter.subscribers': '订阅读者：{count}',
    'admin.newsletter.next': '下次发送：{time}（UTC），每周五 17:00。',
    'admin.newsletter.never': '电子报尚未发送过。',
    'admin.newsletter.last': '上次发送：第 {week} 周，完成于 {time}（UTC）。该周已寄出：{count} 封。',
    'admin.newsletter.running': '第 {week} 周正在发送（第 {count} 次尝试）。',
    'admin.newsletter.failed': '第 {week} 周在 {count} 次尝试后失败：{error}',
  },
  in: {
    'newsletter.mail.subject': 'Minggu ini di Masthead: {title}',
    'newsletter.mail.introFollowed':
      'Inilah cerita terbaik minggu ini dari orang, penerbit, topik, dan tempat yang Anda ikuti.',
    'newsletter.mail.introTop': 'Inilah cerita teratas minggu ini di Masthead.',
    'newsletter.mail.byline': 'oleh {name}',
    'newsletter.mail.action': 'Baca selengkapnya di Masthead',
    'admin.section.newsletter': 'Buletin',
    'admin.newsletter.subscribers': 'Pembaca berlangganan: {count}',
    'admin.newsletter.next': 'Pengiriman berikutnya: {time} (UTC), setiap Jumat pukul 17.00.',
    'admin.newsletter.never': 'Buletin belum pernah dikirim.',
    'admin.newsletter.last':
      'Pengiriman terakhir: minggu {week}, selesai {time} (UTC). Terkirim minggu itu: {count}.',
    'admin.newsletter.running': 'Minggu {week} sedang dikirim (percobaan ke-{count}).',
    'admin.newsletter.failed': 'Minggu {week} gagal setelah {count} percobaan: {error}',
  },
});
