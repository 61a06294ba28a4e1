import { defineCatalog } from '../define.ts';

/**
 * The mail we send, in the recipient's language. {link} and {url} are addresses; the HTML version
 * turns {link} into a clickable link. The development outbox page (/dev/mail) shares this file.
 */
export const mailMessages = defineCatalog({
  en: {
    'mail.greeting': 'Hello {name},',
    'mail.signature': 'The Masthead team',
    'mail.linkFallback': 'If the button does not work, copy this address into your browser: {link}',
    'mail.footer.unsubscribe':
      'You receive this email because of your notification settings. To stop these emails, unsubscribe here: {link}',
    'mail.verify.subject': 'Please confirm your email address',
    'mail.verify.body': 'Welcome to Masthead! Please confirm your email address within 24 hours.',
    'mail.verify.action': 'Confirm my email address',
    'mail.verify.ignore': 'If you did not create an account on Masthead, you can ignore this email.',
    'mail.tfa.subject': 'Your Masthead sign-in code is {code}',
    'mail.tfa.body':
      'Enter this code to finish signing in. It expires in 10 minutes and works only once: {code}',
    'mail.tfa.ignore': 'If you did not try to sign in, someone may know your password. Please change it now.',
    'mail.reset.subject': 'Reset your Masthead password',
    'mail.reset.body':
      'We received a request to reset your password. The link below works once, within 1 hour.',
    'mail.reset.action': 'Choose a new password',
    'mail.reset.ignore':
      'If you did not ask for this, you can ignore this email: your password stays the same.',
    'mail.passwordChanged.subject': 'Your Masthead password was changed',
    'mail.passwordChanged.body':
      'The password of your account {username} was changed on {time} (UTC). Every other session has been signed out.',
    'mail.passwordChanged.warning': 'If this was not you, reset your password now: {link}',
    'mail.outbox.title': 'Mail outbox (development only)',
    'mail.outbox.intro':
      'The newest {count} messages the app has written. No SMTP server is needed to read them here.',
    'mail.outbox.empty': 'No mail has been written yet.',
    'mail.outbox.to': 'To',
    'mail.outbox.subject': 'Subject',
    'mail.outbox.time': 'Written at',
    'mail.outbox.status': 'Status',
  },
  tw: {
    'mail.greeting': '{name} 您好：',
    'mail.signature': 'Masthead 團隊',
    'mail.linkFallback': '如果按鈕無法使用，請將此網址複製到瀏覽器中開啟：{link}',
    'mail.footer.unsubscribe':
      '您會收到這封郵件，是因為您的通知設定。若不想再收到這類郵件，請在此取消訂閱：{link}',
    'mail.verify.subject': '請確認您的電子郵件地址',
    'mail.verify.body': '歡迎加入 Masthead！請在 24 小時內確認您的電子郵件地址。',
    'mail.verify.action': '確認我的電子郵件地址',
    'mail.verify.ignore': '如果您沒有在 Masthead 建立帳號，請忽略這封郵件。',
    'mail.tfa.subject': '您的 Masthead 登入驗證碼是 {code}',
    'mail.tfa.body': '請輸入此驗證碼以完成登入。驗證碼 10 分鐘內有效，且只能使用一次：{code}',
    'mail.tfa.ignore': '如果您沒有嘗試登入，可能有人知道您的密碼，請立即更改密碼。',
    'mail.reset.subject': '重設您的 Masthead 密碼',
    'mail.reset.body': '我們收到了重設您密碼的請求。下方連結只能使用一次，並在 1 小時內有效。',
    'mail.reset.action': '設定新密碼',
    'mail.reset.ignore': '如果這不是您提出的請求，請忽略這封郵件，您的密碼不會改變。',
    'mail.passwordChanged.subject': '您的 Masthead 密碼已更改',
    'mail.passwordChanged.body':
      '您的帳號 {username} 的密碼已於 {time}（UTC）更改。所有其他登入工作階段均已登出。',
    'mail.passwordChanged.warning': '如果這不是您本人操作，請立即重設密碼：{link}',
    'mail.outbox.title': '郵件寄件匣（僅限開發環境）',
    'mail.outbox.intro': '系統最近寫出的 {count} 封郵件。不需要 SMTP 伺服器即可在此閱讀。',
    'mail.outbox.empty': '目前還沒有任何郵件。',
    'mail.outbox.to': '收件人',
    'mail.outbox.subject': '主旨',
    'mail.outbox.time': '建立時間',
    'mail.outbox.status': '狀態',
  },
  cn: {
    'mail.greeting': '{name}，您好：',
    'mail.signature': 'Masthead 团队',
    'mail.linkFallback': '如果按钮无法使用，请将此网址复制到浏览器中打开：{link}',
    'mail.footer.unsubscribe': '您收到这封邮件，是因为您的通知设置。如不想再收到这类邮件，请在此退订：{link}',
    'mail.verify.subject': '请确认您的电子邮件地址',
    'mail.verify.body': '欢迎加入 Masthead！请在 24 小时内确认您的电子邮件地址。',
    'mail.verify.action': '确认我的电子邮件地址',
    'mail.verify.ignore': '如果您没有在 Masthead 注册账号，请忽略这封邮件。',
    'mail.tfa.subject': '您的 Masthead 登录验证码是 {code}',
    'mail.tfa.body': '请输入此验证码以完成登录。验证码 10 分钟内有效，且只能使用一次：{code}',
    'mail.tfa.ignore': '如果您没有尝试登录，可能有人知道了您的密码，请立即修改密码。',
    'mail.reset.subject': '重置您的 Masthead 密码',
    'mail.reset.body': '我们收到了重置您密码的请求。下方链接只能使用一次，并在 1 小时内有效。',
    'mail.reset.action': '设置新密码',
    'mail.reset.ignore': '如果这不是您提出的请求，请忽略这封邮件，您的密码不会改变。',
    'mail.passwordChanged.subject': '您的 Masthead 密码已修改',
    'mail.passwordChanged.body':
      '您的账号 {username} 的密码已于 {time}（UTC）修改。所有其他登录会话均已退出。',
    'mail.passwordChanged.warning': '如果这不是您本人操作，请立即重置密码：{link}',
    'mail.outbox.title': '邮件发件箱（仅限开发环境）',
    'mail.outbox.intro': '系统最近写出的 {count} 封邮件。无需 SMTP 服务器即可在此阅读。',
    'mail.outbox.empty': '目前还没有任何邮件。',
    'mail.outbox.to': '收件人',
    'mail.outbox.subject': '主题',
    'mail.outbox.time': '创建时间',
    'mail.outbox.status': '状态',
  },
  in: {
    'mail.greeting': 'Halo {name},',
    'mail.signature': 'Tim Masthead',
    'mail.linkFallback': 'Jika tombol tidak berfungsi, salin alamat ini ke peramban Anda: {link}',
    'mail.footer.unsubscribe':
      'Anda menerima email ini karena pengaturan notifikasi Anda. Untuk berhenti menerima email ini, berhenti berlangganan di sini: {link}',
    'mail.verify.subject': 'Mohon konfirmasi alamat email Anda',
    'mail.verify.body': 'Selamat datang di Masthead! Mohon konfirmasi alamat email Anda dalam 24 jam.',
    'mail.verify.action': 'Konfirmasi alamat email saya',
    'mail.verify.ignore': 'Jika Anda tidak membuat akun di Masthead, abaikan saja email ini.',
    'mail.tfa.subject': 'Kode masuk Masthead Anda adalah {code}',
    'mail.tfa.body':
      'Masukkan kode ini untuk menyelesaikan proses masuk. Kode berlaku 10 menit dan hanya dapat dipakai sekali: {code}',
    'mail.tfa.ignore':
      'Jika Anda tidak mencoba masuk, mungkin ada orang lain yang mengetahui kata sandi Anda. Segera ubah kata sandi Anda.',
    'mail.reset.subject': 'Atur ulang kata sandi Masthead Anda',
    'mail.reset.body':
      'Kami menerima permintaan untuk mengatur ulang kata sandi Anda. Tautan di bawah hanya dapat dipakai sekali, dalam 1 jam.',
    'mail.reset.action': 'Pilih kata sandi baru',
    'mail.reset.ignore': 'Jika Anda tidak memintanya, abaikan saja email ini: kata sandi Anda tetap sama.',
    'mail.passwordChanged.subject': 'Kata sandi Masthead Anda telah diubah',
    'mail.passwordChanged.body':
      'Kata sandi akun {username} Anda telah diubah pada {time} (UTC). Semua sesi lain telah dikeluarkan.',
    'mail.passwordChanged.warning': 'Jika ini bukan Anda, segera atur ulang kata sandi Anda: {link}',
    'mail.outbox.title': 'Kotak keluar email (khusus pengembangan)',
    'mail.outbox.intro':
      '{count} pesan terbaru yang ditulis aplikasi. Tidak perlu server SMTP untuk membacanya di sini.',
    'mail.outbox.empty': 'Belum ada email yang ditulis.',
    'mail.outbox.to': 'Kepada',
    'mail.outbox.subject': 'Subjek',
    'mail.outbox.time': 'Ditulis pada',
    'mail.outbox.status': 'Status',
  },
});
