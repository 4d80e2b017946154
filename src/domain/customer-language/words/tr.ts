/** What customers see, in Turkish. */
import type { CustomerWords } from "../words"

export const tr: CustomerWords = {
  language: "Dil",
  pay: {
    pageTitle: "Sipariş ödemesi",
    orderName: "Sipariş #{id}",
    coin: "{network}{standard} ağında {asset}",
    crypto: "{network}{standard} ağında {amount} {asset}",
    form: {
      title: "Sipariş #{id} ödemesi",
      intro: "{shop}, siparişinizin kalan tutarını ödemenizi rica ediyor:",
      introNoShop: "Mağaza, siparişinizin kalan tutarını ödemenizi rica ediyor:",
      choose: "Ödeme yöntemi",
      submit: "Öde",
      next: "CryptoCloud ödeme sayfasına yönlendirileceksiniz; adres ve gönderilecek tam tutar bu sayfada gösterilir.",
      validUntil: "Bu bağlantı şu tarihe kadar geçerlidir:",
      noCoin: "Lütfen bir ödeme yöntemi seçin.",
    },
    again: {
      title: "Ödeme süresi doldu",
      text: "Tutarın tamamı ulaşmadan ödeme sayfasının süresi doldu. Yeniden ödeme yapabilirsiniz:",
      partNote: "Süre dolmadan önce {received} tutarında ödeme ulaşmıştı: mağaza bundan haberdar ve bu konuda sizinle iletişime geçecek.",
      submit: "Yeniden öde",
    },
    waiting: {
      title: "Ödemeniz bekleniyor",
      text: "Ödeme sayfasından {crypto} gönderin. Ağ ödemeyi onayladığında bu sayfada görünecek.",
      open: "Ödeme sayfasını aç",
      refreshes: "Bu sayfa kendiliğinden güncellenir.",
      until: "Ödeme sayfası şu zamana kadar açık:",
    },
    partial: {
      title: "Ödemenizin bir kısmı ulaştı",
      received: "Alınan",
      stillDue: "Gönderilecek kalan tutar",
      text: "Kalan tutarı, süresi dolmadan ödeme sayfasından aynı adrese gönderin.",
      open: "Ödeme sayfasını aç",
    },
    paid: { title: "Teşekkürler — ödemeniz ulaştı", text: "{order} ödendi. Bu sayfayı kapatabilirsiniz." },
    redirect: { title: "Ödeme sayfası açılıyor…", text: "Sayfa kendiliğinden açılmazsa:", open: "Ödeme sayfasını aç" },
    facts: { order: "Sipariş", amountDue: "Ödenecek tutar" },
    nothingOwed: {
      title: "Ödenecek tutar yok",
      text: "{order} için ödenecek tutar kalmadı. Bunun bir hata olduğunu düşünüyorsanız lütfen mağazayla iletişime geçin.",
    },
    canceled: {
      title: "Bu sipariş iptal edildi",
      text: "Ödenecek bir şey yok. Bunun bir hata olduğunu düşünüyorsanız lütfen mağazayla iletişime geçin.",
    },
    replaced: {
      title: "Bu bağlantı artık geçerli değil",
      text: "Mağaza o zamandan bu yana size bu sipariş için daha yeni bir bağlantı gönderdi. Lütfen en son e-postayı kullanın ya da mağazadan yeni bir bağlantı isteyin.",
    },
    linkExpired: { title: "Bu bağlantının süresi doldu", text: "Lütfen mağazadan yeni bir bağlantı isteyin." },
    invalid: {
      title: "Bu bağlantı geçersiz",
      text: "Bağlantıyı e-postadan eksiksiz açtığınızdan emin olun. Yine de çalışmazsa lütfen mağazadan yeni bir bağlantı isteyin.",
    },
    unavailable: { title: "Bu sipariş burada kripto para ile ödenemiyor", text: "Lütfen mağazayla iletişime geçin." },
    busy: { title: "Çok fazla deneme yapıldı", text: "Lütfen birkaç dakika sonra tekrar deneyin." },
    badForm: { title: "Form okunamadı", text: "Lütfen sayfayı yeniden açın ve ödeme yöntemini seçin.", back: "Sayfaya dön" },
    error: { title: "Bir sorun oluştu", text: "Lütfen birkaç dakika sonra tekrar deneyin. Sorun devam ederse mağazayla iletişime geçin." },
  },
  refund: {
    pageTitle: "İadeniz",
    refund: "{network}{standard} ağında {amount} {asset}",
    form: {
      title: "İadeniz nereye gönderilsin?",
      intro: "Mağazanın size iade ettiği tutar:",
      label: "{network}{standard} ağındaki {asset} adresiniz",
      help: "Adresi cüzdanınızdan kopyalayın (bu coin ve ağ için “Al” ekranından). Başka bir ağın adresi girilirse para kaybolur.",
      validUntil: "Bu bağlantı yalnızca bir kez ve şu tarihe kadar kullanılabilir:",
      submit: "Devam",
    },
    families: {
      bitcoin: "Bitcoin",
      litecoin: "Litecoin",
      evm: "Ethereum (EVM)",
      tron: "Tron",
      solana: "Solana",
      ton: "TON",
    },
    expected: {
      bitcoin: "Bitcoin ana ağı adresi olmalıdır: bc1, 1 veya 3 ile başlar.",
      litecoin: "Litecoin ana ağı adresi olmalıdır: ltc1, L veya M ile başlar.",
      evm: "{network} adresi olmalıdır: 0x ve ardından 40 onaltılık karakter (0–9, a–f).",
      tron: "Tron adresi olmalıdır: T ile başlayan 34 karakter.",
      solana: "Solana adresi olmalıdır: 32 ile 44 arasında harf ve rakam (0, O, I ve l hariç).",
      ton: "TON adresi olmalıdır: genellikle EQ veya UQ ile başlayan 48 karakter.",
    },
    reasons: {
      empty: "Lütfen cüzdan adresinizi girin.",
      malformed:
        "Adreste boşluk, satır sonu ya da görünmeyen bir karakter var veya adres çok uzun. Adresi cüzdanınızdan yeniden kopyalayın: yalnızca adresin kendisini.",
      payment_link: "Bu bir adres değil, ödeme bağlantısı (“tron:…?amount=…” gibi). Yalnızca adresin kendisini yapıştırın.",
      other_network: "Bu, {family} ağına ait bir adrese benziyor; ancak iade {network} ağında gönderiliyor. Başka bir ağın adresine gönderilen para kaybolur.",
      testnet: "Bu bir test ağı adresi. İade, {network} ana ağında gönderilir.",
      checksum:
        "Bu adreste yazım hatası var: yerleşik sağlama toplamı (checksum) tutmuyor, yani bir karakter yanlış, eksik ya da fazla. Adresi elle yazmak yerine cüzdanınızdan yeniden kopyalayın.",
      burn: "Bu bir yakma adresi: buraya gönderilen her şey yok olur. Lütfen kendi cüzdanınızın adresini girin.",
      litecoin_p2sh:
        "3 ile başlayan adresler Bitcoin adresleridir (bu biçimdeki eski Litecoin adresleri burada kabul edilmez). Litecoin adresleri ltc1, L veya M ile başlar.",
      format: "Bu geçerli bir {network} adresi değil: adresin eksiksiz ve değiştirilmeden kopyalandığını kontrol edin.",
    },
    confirm: {
      title: "Adresi kontrol edin",
      intro: "Adresi cüzdanınızdaki adresle karakter karakter karşılaştırın; özellikle başını ve sonunu.",
      refundTo: "İadenin gönderileceği adres:",
      warning: "Yanlış adrese gönderilen ödeme geri alınamaz. Onayladıktan sonra bu bağlantı tekrar kullanılamaz.",
      confirm: "Onayla",
      change: "Değiştir",
    },
    done: {
      title: "Teşekkürler — adresiniz kaydedildi",
      text: "Mağaza bu adrese {refund} gönderecek:",
      next: "Sizin başka bir şey yapmanız gerekmiyor; bu sayfayı kapatabilirsiniz. İadeyi mağaza kendisi gönderdiği için ulaşması biraz zaman alabilir.",
    },
    used: {
      title: "Bu bağlantı zaten kullanıldı",
      text: "Bu bağlantı üzerinden zaten bir adres verildi ya da mağaza o zamandan bu yana size daha yeni bir bağlantı gönderdi. Adresi değiştirmeniz gerekiyorsa lütfen mağazadan yeni bir bağlantı isteyin.",
    },
    expired: { title: "Bu bağlantının süresi doldu", text: "Lütfen mağazadan yeni bir bağlantı isteyin." },
    invalid: {
      title: "Bu bağlantı geçersiz",
      text: "Bağlantıyı e-postadan eksiksiz açtığınızdan emin olun. Yine de çalışmazsa lütfen mağazadan yeni bir bağlantı isteyin.",
    },
    unpayable: { title: "Bu iade burada kripto para ile ödenemiyor", text: "Lütfen mağazayla iletişime geçin." },
    badForm: { title: "Form okunamadı", text: "Lütfen formu yeniden açın ve doldurun.", back: "Forma dön" },
    error: { title: "Bir sorun oluştu", text: "Lütfen birkaç dakika sonra tekrar deneyin. Sorun devam ederse mağazayla iletişime geçin." },
  },
  email: {
    partialPayment: {
      subject: "Kripto ödemenizin bir kısmı ulaştı",
      intro: "Ödemenizin bir kısmı ulaştı, ancak tamamı değil. Lütfen faturanın süresi dolmadan kalan tutarı aşağıdaki bağlantıdan gönderin.",
    },
    expiredWithPayment: {
      subject: "Kripto ödemeniz eksik ulaştı",
      intro: "Tutarın tamamı ulaşmadan faturanın süresi doldu. Ödemeniz mağazada; sonraki adımlar için mağaza sizinle iletişime geçecek.",
    },
    latePayment: {
      subject: "Kripto ödemeniz faturanın süresi dolduktan sonra ulaştı",
      intro: "Ödemeniz, faturanın süresi dolduktan sonra ulaştı. Ödeme mağazada; mağaza siparişinizle ilgili sizinle iletişime geçecek.",
    },
    refundAddress: {
      subject: "İadenizi nereye gönderelim?",
      intro: "Mağaza size kripto para ile iade yapıyor. Lütfen aşağıdaki bağlantıyı açın ve cüzdan adresinizi girin.",
    },
    paymentRequest: {
      subject: "Siparişiniz için ödeme talebi",
      intro: "Mağaza, siparişinizin kalan tutarını ödemenizi rica ediyor. Kripto para ile ödemek için aşağıdaki bağlantıyı açın.",
    },
    returnAddress: {
      subject: "Paranızı nereye geri gönderelim?",
      intro: "Mağaza ödemenizi size kripto para ile geri gönderiyor. Lütfen aşağıdaki bağlantıyı açın ve cüzdan adresinizi girin.",
    },
  },
}
