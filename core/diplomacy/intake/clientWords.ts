// The words mail clients write around a reply or a forward in the languages a tournament's
// players write beyond English, French, German, Spanish and Italian (whose shapes clientShapes.ts
// spells out itself): Portuguese, Dutch, Polish, Czech, Swedish, Danish, Norwegian, Finnish,
// Turkish, Greek, Russian, Ukrainian, Hungarian, Romanian, Chinese, Japanese, Korean, Hebrew and
// Arabic, as Gmail, Outlook, Apple Mail, Thunderbird and each country's own mail (QQ, 163.com,
// Foxmail, Mail.ru, Yandex, Naver, Daum) write them. Data only: clientShapes.ts builds its
// patterns from this table, so a language is added here, not as a pattern of its own.
//
// Each entry, lower case:
// - `forward`: the title between dashes over a forwarded mail ("---------- Mensagem encaminhada ---------");
// - `original`: the title between dashes over a quoted original ("-----Mensagem original-----");
// - `forwardIntro`: Apple Mail's line over a forward, without its colon ("Begin doorgestuurd bericht");
// - `wrote`: the verb of the reply line ("escreveu", "napisał(a)", "写道"), wherever the line puts it;
// - `fields`: the names of the header block's fields (Outlook's "Od:/Wysłano:/Do:/Temat:");
// - `forwardSubject`: a subject's prefix that says the mail is a forward ("PD:", "VB:"), where it
//   is no language's reply prefix (Danish "VS:" forwards, Finnish "VS:" replies: left out).

export interface ClientWords {
  forward: string[];
  original: string[];
  forwardIntro: string[];
  wrote: string[];
  fields: { from: string[]; date: string[]; to: string[]; cc?: string[]; subject: string[] };
  forwardSubject?: string[];
}

export const CLIENT_WORDS: Record<string, ClientWords> = {
  portuguese: {
    forward: ['mensagem encaminhada', 'mensagem reencaminhada'],
    original: ['mensagem original'],
    forwardIntro: ['início da mensagem encaminhada', 'início da mensagem reencaminhada', 'inicio da mensagem encaminhada'],
    wrote: ['escreveu'],
    fields: { from: ['de'], date: ['enviado', 'enviada', 'enviada em', 'enviado em', 'data'], to: ['para'], cc: ['cc'], subject: ['assunto'] },
    forwardSubject: ['enc', 'encaminhar'],
  },
  dutch: {
    forward: ['doorgestuurd bericht', 'doorgestuurd e-mailbericht'],
    original: ['oorspronkelijk bericht', 'origineel bericht'],
    forwardIntro: ['begin doorgestuurd bericht'],
    wrote: ['schreef'],
    fields: { from: ['van'], date: ['verzonden', 'datum', 'verstuurd'], to: ['aan'], subject: ['onderwerp'] },
    forwardSubject: ['doorst'],
  },
  polish: {
    forward: ['przekazana wiadomość', 'wiadomość przekazana', 'przesłana wiadomość'],
    original: ['wiadomość oryginalna', 'oryginalna wiadomość'],
    forwardIntro: ['początek przekazywanej wiadomości', 'początek przekazanej wiadomości'],
    wrote: ['napisał(a)', 'napisał', 'napisała', 'pisze'],
    fields: { from: ['od'], date: ['wysłano', 'wysłany', 'data'], to: ['do'], cc: ['dw', 'kopia'], subject: ['temat'] },
    forwardSubject: ['pd', 'prześlij dalej'],
  },
  czech: {
    forward: ['přeposlaná zpráva'],
    original: ['původní zpráva', 'původní e-mail'],
    forwardIntro: ['začátek přeposlané zprávy'],
    wrote: ['napsal(a)', 'napsal', 'napsala'],
    fields: { from: ['od'], date: ['odesláno', 'datum'], to: ['komu'], cc: ['kopie'], subject: ['předmět'] },
  },
  swedish: {
    forward: ['vidarebefordrat meddelande', 'vidarebefordrat mejl'],
    original: ['ursprungligt meddelande', 'originalmeddelande'],
    forwardIntro: ['vidarebefordrat mejl', 'början på vidarebefordrat meddelande'],
    wrote: ['skrev'],
    fields: { from: ['från'], date: ['skickat', 'datum'], to: ['till'], cc: ['kopia'], subject: ['ämne'] },
    forwardSubject: ['vb'],
  },
  danish: {
    forward: ['videresendt meddelelse', 'videresendt besked'],
    original: ['oprindelig meddelelse', 'original meddelelse'],
    forwardIntro: ['videresendt besked', 'start på videresendt besked', 'begyndelsen på den videresendte meddelelse'],
    wrote: ['skrev'],
    fields: { from: ['fra'], date: ['sendt', 'dato'], to: ['til'], subject: ['emne'] },
  },
  norwegian: {
    forward: ['videresendt melding', 'videresendt e-post'],
    original: ['opprinnelig melding', 'original melding'],
    forwardIntro: ['videresendt melding', 'start på videresendt melding'],
    wrote: ['skrev'],
    fields: { from: ['fra'], date: ['sendt', 'dato'], to: ['til'], subject: ['emne'] },
  },
  finnish: {
    forward: ['välitetty viesti', 'edelleenlähetetty viesti'],
    original: ['alkuperäinen viesti'],
    forwardIntro: ['välitetty viesti alkaa', 'alkuperäinen viesti alkaa'],
    wrote: ['kirjoitti'],
    fields: { from: ['lähettäjä'], date: ['lähetetty', 'päivämäärä'], to: ['vastaanottaja'], cc: ['kopio'], subject: ['aihe'] },
    forwardSubject: ['vl'],
  },
  turkish: {
    forward: ['yönlendirilmiş ileti', 'iletilen ileti', 'iletilen mesaj'],
    original: ['özgün İleti', 'özgün ileti', 'orijinal mesaj', 'orijinal ileti'],
    forwardIntro: ['İletilen ileti başlangıcı', 'iletilen ileti başlangıcı', 'İletilmiş ileti başlangıcı'],
    wrote: ['yazdı', 'şunu yazdı'],
    fields: { from: ['kimden', 'gönderen'], date: ['gönderildi', 'gönderilme tarihi', 'tarih'], to: ['kime', 'alıcı'], cc: ['bilgi'], subject: ['konu'] },
    forwardSubject: ['İlt', 'ilt', 'İlet', 'ilet'],
  },
  greek: {
    forward: ['προωθημένο μήνυμα'],
    original: ['αρχικό μήνυμα'],
    forwardIntro: ['αρχή προωθημένου μηνύματος'],
    wrote: ['έγραψε'],
    fields: { from: ['από'], date: ['στάλθηκε', 'ημερομηνία'], to: ['προς'], cc: ['κοιν'], subject: ['θέμα'] },
    forwardSubject: ['πρθ'],
  },
  russian: {
    forward: ['пересылаемое сообщение', 'перенаправленное сообщение', 'пересланное сообщение'],
    original: ['исходное сообщение', 'оригинальное сообщение', 'исходное письмо'],
    forwardIntro: ['начало переадресованного сообщения', 'начало пересылаемого сообщения'],
    wrote: ['написал(а)', 'написал', 'написала', 'пишет'],
    fields: { from: ['от', 'от кого'], date: ['отправлено', 'дата'], to: ['кому'], cc: ['копия'], subject: ['тема'] },
  },
  ukrainian: {
    forward: ['пересланий лист', 'переслане повідомлення'],
    original: ['оригінальне повідомлення', 'вихідне повідомлення'],
    forwardIntro: ['початок пересланого листа'],
    wrote: ['пише', 'написав(ла)', 'написав', 'написала'],
    fields: { from: ['від'], date: ['надіслано', 'дата'], to: ['кому'], cc: ['копія'], subject: ['тема'] },
  },
  hungarian: {
    forward: ['továbbított levél', 'továbbított üzenet'],
    original: ['eredeti üzenet', 'eredeti levél'],
    forwardIntro: ['továbbított levél kezdete'],
    wrote: ['írta', 'ezt írta'],
    fields: { from: ['feladó'], date: ['elküldve', 'küldve', 'dátum'], to: ['címzett'], cc: ['másolat'], subject: ['tárgy'] },
    forwardSubject: ['továbbítás'],
  },
  romanian: {
    forward: ['mesaj redirecționat', 'mesaj redirecţionat', 'mesaj transmis'],
    original: ['mesaj original', 'mesajul original'],
    forwardIntro: ['începutul mesajului redirecționat', 'începutul mesajului redirecţionat'],
    wrote: ['a scris'],
    fields: { from: ['de la'], date: ['trimis', 'dată', 'data'], to: ['către', 'catre'], subject: ['subiect'] },
  },
  // QQ Mail's "------------------ 原始邮件 ------------------", 163.com's "-------- 转发邮件信息 --------"
  // and "---- 回复的原邮件 ----", Foxmail's "------------------ Original ------------------"; their
  // blocks often with full-width colons ("发件人：").
  chinese: {
    forward: ['转发邮件信息', '转发的邮件', '轉寄郵件', '转发邮件', '轉寄的郵件'],
    original: ['原始邮件', '原始郵件', '回复的原邮件', '原邮件', 'original'],
    forwardIntro: ['以下是转发的邮件', '转发的邮件', '轉寄的郵件'],
    wrote: ['写道', '寫道'],
    fields: { from: ['发件人', '寄件者', '寄件人'], date: ['发送时间', '发送日期', '日期', '寄件日期', '時間', '时间'], to: ['收件人', '收件者'], cc: ['抄送', '副本'], subject: ['主题', '主旨', '主題'] },
    forwardSubject: ['转发', '轉寄'],
  },
  japanese: {
    forward: ['転送メッセージ', '転送されたメッセージ'],
    original: ['元のメッセージ', 'オリジナル メッセージ'],
    forwardIntro: ['転送されたメッセージ'],
    // Thunderbird: "2026/11/28 22:10 に 佐藤花子 さんは書きました:"; Apple Mail: "…、佐藤花子 <…>のメール:".
    wrote: ['書きました', 'のメール'],
    fields: { from: ['差出人', '送信者'], date: ['送信日時', '日付'], to: ['宛先'], cc: ['cc'], subject: ['件名'] },
    forwardSubject: ['転送'],
  },
  // Naver writes English "-----Original Message-----" with From/To/Cc/Sent/Subject; Daum and
  // Naver's Korean pages "----- 원본 메일 -----" with "보낸사람 : …".
  korean: {
    forward: ['전달된 메일', '전달된 메시지', '전달 메일'],
    original: ['원본 메일', '원본 메시지'],
    forwardIntro: ['전달된 메일', '전달된 메시지'],
    wrote: ['작성'],
    fields: { from: ['보낸 사람', '보낸사람'], date: ['보낸 날짜', '날짜'], to: ['받는 사람', '받는사람'], cc: ['참조'], subject: ['제목'] },
    forwardSubject: ['전달'],
  },
  // Gmail's Hebrew reply line names no verb ("בתאריך … מאת Name <address>:"): it is known by its
  // shape (clientShapes.ts), its direction marks taken out first (invisible.ts).
  hebrew: {
    forward: ['הודעה שהועברה', 'הודעה מועברת'],
    original: ['הודעה מקורית'],
    forwardIntro: ['תחילת הודעה שהועברה'],
    wrote: ['כתב', 'כתבה', 'כתב/ה'],
    fields: { from: ['מאת'], date: ['נשלח', 'תאריך'], to: ['אל'], cc: ['עותק'], subject: ['נושא'] },
  },
  arabic: {
    forward: ['الرسالة المُعاد توجيهها', 'الرسالة المعاد توجيهها', 'رسالة محولة'],
    original: ['الرسالة الأصلية', 'رسالة أصلية'],
    forwardIntro: ['بداية الرسالة المُعاد توجيهها', 'بداية الرسالة المعاد توجيهها'],
    wrote: ['كتب', 'بواسطة'],
    fields: { from: ['من'], date: ['تم الإرسال', 'التاريخ', 'أرسلت'], to: ['إلى'], cc: ['نسخة'], subject: ['الموضوع'] },
  },
};
