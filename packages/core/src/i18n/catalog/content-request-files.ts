import { defineCatalog } from '../define.ts';

/**
 * A brief's attached files, accepted work published in the requester's magazine, and the notification
 * each move sends the other party.
 */
export const contentRequestFilesMessages = defineCatalog({
  en: {
    'notifications.text.content_request': 'Content request “{title}”: {event}',
    'notifications.magazine.content_request': 'News on a content request',
    'contentRequests.files.heading': 'Attachments',
    'contentRequests.files.hint':
      'PDF, pictures, Word or text files: up to 10 files of 10 MB each. Only you and the writer can open them.',
    'contentRequests.files.add': 'Attach a file',
    'contentRequests.files.none': 'No files attached.',
    'contentRequests.files.remove': 'Remove {name}',
    'contentRequests.files.uploading': 'Uploading {name}',
    'contentRequests.files.added': '{name} attached.',
    'contentRequests.files.removed': '{name} removed.',
    'contentRequests.files.download': '{name}, {size}',
    'contentRequests.files.saveFirst': 'Save the brief to attach files to it.',
    'validation.contentRequests.fileKind':
      'Attach a PDF, a picture (PNG, JPEG, GIF or WebP), a Word document (.docx) or a text file.',
    'validation.contentRequests.fileSize': 'Attach files of 10 MB or less.',
    'error.contentRequest.attachments.full': 'A brief carries 10 files at most. Remove one to add another.',
    'error.contentRequest.not.magazine': 'Only a magazine publishes commissioned work in its pages.',
    'contentRequests.action.publish': 'Publish in {magazine}',
    'contentRequests.publish.hint':
      'The story goes out in {magazine} under {name}’s byline, and appears on its page and topics.',
    'contentRequests.publish.done': 'Published in {magazine} under {name}’s byline.',
    'contentRequests.publish.open': 'Open the published story',
    'contentRequests.event.publish': '{name} published the work in the magazine.',
  },
  tw: {
    'notifications.text.content_request': '內容委託「{title}」：{event}',
    'notifications.magazine.content_request': '內容委託有新進度',
    'contentRequests.files.heading': '附件',
    'contentRequests.files.hint':
      'PDF、圖片、Word 或文字檔：最多 10 個檔案，每個 10 MB 以內。只有你和作者能開啟。',
    'contentRequests.files.add': '附加檔案',
    'contentRequests.files.none': '沒有附件。',
    'contentRequests.files.remove': '移除 {name}',
    'contentRequests.files.uploading': '正在上傳 {name}',
    'contentRequests.files.added': '已附加 {name}。',
    'contentRequests.files.removed': '已移除 {name}。',
    'contentRequests.files.download': '{name}，{size}',
    'contentRequests.files.saveFirst': '請先儲存委託說明，再附加檔案。',
    'validation.contentRequests.fileKind':
      '請附加 PDF、圖片（PNG、JPEG、GIF 或 WebP）、Word 文件（.docx）或文字檔。',
    'validation.contentRequests.fileSize': '請附加 10 MB 以內的檔案。',
    'error.contentRequest.attachments.full': '一份委託說明最多附加 10 個檔案。請先移除一個再新增。',
    'error.contentRequest.not.magazine': '只有雜誌能在自己的版面刊出委託的作品。',
    'contentRequests.action.publish': '在 {magazine} 刊出',
    'contentRequests.publish.hint':
      '這篇文章將以 {name} 的署名在 {magazine} 刊出，並出現在雜誌頁面和主題中。',
    'contentRequests.publish.done': '已在 {magazine} 刊出，署名 {name}。',
    'contentRequests.publish.open': '開啟已刊出的文章',
    'contentRequests.event.publish': '{name} 已在雜誌刊出這份作品。',
  },
  cn: {
    'notifications.text.content_request': '内容委托「{title}」：{event}',
    'notifications.magazine.content_request': '内容委托有新进度',
    'contentRequests.files.heading': '附件',
    'contentRequests.files.hint':
      'PDF、图片、Word 或文本文件：最多 10 个文件，每个 10 MB 以内。只有你和作者能打开。',
    'contentRequests.files.add': '附加文件',
    'contentRequests.files.none': '没有附件。',
    'contentRequests.files.remove': '移除 {name}',
    'contentRequests.files.uploading': '正在上传 {name}',
    'contentRequests.files.added': '已附加 {name}。',
    'contentRequests.files.removed': '已移除 {name}。',
    'contentRequests.files.download': '{name}，{size}',
    'contentRequests.files.saveFirst': '请先保存委托说明，再附加文件。',
    'validation.contentRequests.fileKind':
      '请附加 PDF、图片（PNG、JPEG、GIF 或 WebP）、Word 文档（.docx）或文本文件。',
    'validation.contentRequests.fileSize': '请附加 10 MB 以内的文件。',
    'error.contentRequest.attachments.full': '一份委托说明最多附加 10 个文件。请先移除一个再添加。',
    'error.contentRequest.not.magazine': '只有杂志能在自己的版面刊出委托的作品。',
    'contentRequests.action.publish': '在 {magazine} 刊出',
    'contentRequests.publish.hint':
      '这篇文章将以 {name} 的署名在 {magazine} 刊出，并出现在杂志页面和主题中。',
    'contentRequests.publish.done': '已在 {magazine} 刊出，署名 {name}。',
    'contentRequests.publish.open': '打开已刊出的文章',
    'contentRequests.event.publish': '{name} 已在杂志刊出这份作品。',
  },
  in: {
    'notifications.text.content_request': 'Permintaan konten “{title}”: {event}',
    'notifications.magazine.content_request': 'Kabar terbaru tentang permintaan konten',
    'contentRequests.files.heading': 'Lampiran',
    'contentRequests.files.hint':
      'PDF, gambar, berkas Word atau teks: paling banyak 10 berkas, masing-masing 10 MB. Hanya Anda dan penulis yang dapat membukanya.',
    'contentRequests.files.add': 'Lampirkan berkas',
    'contentRequests.files.none': 'Tidak ada lampiran.',
    'contentRequests.files.remove': 'Hapus {name}',
    'contentRequests.files.uploading': 'Mengunggah {name}',
    'contentRequests.files.added': '{name} dilampirkan.',
    'contentRequests.files.removed': '{name} dihapus.',
    'contentRequests.files.download': '{name}, {size}',
    'contentRequests.files.saveFirst': 'Simpan brief terlebih dahulu untuk melampirkan berkas.',
    'validation.contentRequests.fileKind':
      'Lampirkan PDF, gambar (PNG, JPEG, GIF, atau WebP), dokumen Word (.docx), atau berkas teks.',
    'validation.contentRequests.fileSize': 'Lampirkan berkas berukuran 10 MB atau kurang.',
    'error.contentRequest.attachments.full':
      'Sebuah brief paling banyak membawa 10 berkas. Hapus satu untuk menambahkan yang lain.',
    'error.contentRequest.not.magazine': 'Hanya majalah yang menerbitkan karya pesanan di halamannya.',
    'contentRequests.action.publish': 'Terbitkan di {magazine}',
    'contentRequests.publish.hint':
      'Tulisan ini terbit di {magazine} dengan nama {name} sebagai penulis, dan muncul di halaman serta topiknya.',
    'contentRequests.publish.done': 'Terbit di {magazine} dengan nama {name} sebagai penulis.',
    'contentRequests.publish.open': 'Buka tulisan yang diterbitkan',
    'contentRequests.event.publish': '{name} menerbitkan karya ini di majalah.',
  },
});
