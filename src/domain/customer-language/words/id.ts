/** What customers see, in Indonesian. */
import type { CustomerWords } from "../words"

export const id: CustomerWords = {
  language: "Bahasa",
  pay: {
    pageTitle: "Pembayaran pesanan",
    orderName: "Pesanan #{id}",
    coin: "{asset} di jaringan {network}{standard}",
    crypto: "{amount} {asset} di jaringan {network}{standard}",
    form: {
      title: "Bayar pesanan #{id}",
      intro: "{shop} meminta Anda melunasi sisa pembayaran pesanan Anda:",
      introNoShop: "Toko meminta Anda melunasi sisa pembayaran pesanan Anda:",
      choose: "Bayar dengan",
      submit: "Bayar",
      next: "Anda akan diarahkan ke halaman pembayaran CryptoCloud, yang menampilkan alamat dan jumlah pasti yang harus dikirim.",
      validUntil: "Tautan ini berlaku hingga",
      noCoin: "Silakan pilih cara membayar.",
    },
    again: {
      title: "Waktu pembayaran telah habis",
      text: "Halaman pembayaran kedaluwarsa sebelum seluruh jumlah diterima. Anda dapat membayar lagi:",
      partNote: "Sebesar {received} sudah diterima sebelum kedaluwarsa: toko sudah mengetahuinya dan akan menghubungi Anda.",
      submit: "Bayar lagi",
    },
    waiting: {
      title: "Menunggu pembayaran Anda",
      text: "Kirim {crypto} melalui halaman pembayaran. Setelah jaringan mengonfirmasinya, halaman ini akan menampilkannya.",
      open: "Buka halaman pembayaran",
      refreshes: "Halaman ini diperbarui secara otomatis.",
      until: "Halaman pembayaran terbuka hingga",
    },
    partial: {
      title: "Sebagian pembayaran Anda telah diterima",
      received: "Diterima",
      stillDue: "Sisa yang harus dikirim",
      text: "Kirim sisanya ke alamat yang sama melalui halaman pembayaran sebelum kedaluwarsa.",
      open: "Buka halaman pembayaran",
    },
    paid: { title: "Terima kasih — pembayaran Anda telah diterima", text: "{order} sudah lunas. Anda dapat menutup halaman ini." },
    redirect: { title: "Membuka halaman pembayaran…", text: "Jika tidak terbuka secara otomatis:", open: "Buka halaman pembayaran" },
    facts: { order: "Pesanan", amountDue: "Jumlah yang harus dibayar" },
    nothingOwed: {
      title: "Tidak ada yang perlu dibayar",
      text: "Tidak ada lagi yang perlu dibayar untuk {order}. Jika menurut Anda ini keliru, silakan hubungi toko.",
    },
    canceled: { title: "Pesanan ini telah dibatalkan", text: "Tidak ada yang perlu dibayar. Jika menurut Anda ini keliru, silakan hubungi toko." },
    replaced: {
      title: "Tautan ini sudah tidak berlaku",
      text: "Toko telah mengirimkan tautan yang lebih baru untuk pesanan ini. Silakan gunakan email terbaru, atau minta tautan baru kepada toko.",
    },
    linkExpired: { title: "Tautan ini sudah kedaluwarsa", text: "Silakan minta tautan baru kepada toko." },
    invalid: {
      title: "Tautan ini tidak valid",
      text: "Pastikan Anda membuka tautan dari email secara lengkap. Jika masih tidak berfungsi, silakan minta tautan baru kepada toko.",
    },
    unavailable: { title: "Pesanan ini tidak dapat dibayar dengan kripto di sini", text: "Silakan hubungi toko." },
    busy: { title: "Terlalu banyak percobaan", text: "Silakan coba lagi dalam beberapa menit." },
    badForm: { title: "Formulir tidak dapat dibaca", text: "Silakan buka halaman ini lagi dan pilih cara membayar.", back: "Kembali ke halaman" },
    error: { title: "Terjadi kesalahan", text: "Silakan coba lagi dalam beberapa menit. Jika masalah berlanjut, hubungi toko." },
  },
  refund: {
    pageTitle: "Pengembalian dana Anda",
    refund: "{amount} {asset} di jaringan {network}{standard}",
    form: {
      title: "Ke mana pengembalian dana Anda dikirim?",
      intro: "Toko mengembalikan dana kepada Anda sebesar",
      label: "Alamat {asset} Anda di jaringan {network}{standard}",
      help: "Salin dari dompet Anda (layar “Terima” untuk koin dan jaringan ini). Dana yang dikirim ke alamat jaringan lain akan hilang.",
      validUntil: "Tautan ini dapat digunakan satu kali, hingga",
      submit: "Lanjutkan",
    },
    families: {
      bitcoin: "jaringan Bitcoin",
      litecoin: "jaringan Litecoin",
      evm: "jaringan Ethereum (atau jaringan EVM lain)",
      tron: "jaringan Tron",
      solana: "jaringan Solana",
      ton: "jaringan TON",
    },
    expected: {
      bitcoin: "Alamat harus dari jaringan utama Bitcoin: diawali bc1, 1, atau 3.",
      litecoin: "Alamat harus dari jaringan utama Litecoin: diawali ltc1, L, atau M.",
      evm: "Alamat harus dari jaringan {network}: 0x diikuti 40 karakter heksadesimal (0–9, a–f).",
      tron: "Alamat harus dari jaringan Tron: 34 karakter, diawali T.",
      solana: "Alamat harus dari jaringan Solana: 32 hingga 44 huruf dan angka (tanpa 0, O, I, dan l).",
      ton: "Alamat harus dari jaringan TON: 48 karakter, biasanya diawali EQ atau UQ.",
    },
    reasons: {
      empty: "Silakan masukkan alamat dompet Anda.",
      malformed:
        "Alamat ini mengandung spasi, baris baru, atau karakter tak terlihat, atau terlalu panjang. Salin ulang alamat dari dompet Anda: hanya alamatnya saja.",
      payment_link: "Ini tautan pembayaran (seperti “tron:…?amount=…”), bukan alamat. Tempelkan alamatnya saja.",
      other_network:
        "Ini tampaknya alamat {family}, sedangkan pengembalian dana dikirim di jaringan {network}. Dana yang dikirim ke alamat jaringan lain akan hilang.",
      testnet: "Ini alamat jaringan uji (testnet). Pengembalian dana dikirim di jaringan utama {network}.",
      checksum:
        "Ada salah ketik di alamat ini: pemeriksaan bawaannya (checksum) tidak cocok, jadi ada karakter yang salah, hilang, atau berlebih. Salin ulang dari dompet Anda, jangan diketik manual.",
      burn: "Ini alamat pembakaran (burn): apa pun yang dikirim ke sana akan musnah. Silakan masukkan alamat dompet Anda sendiri.",
      litecoin_p2sh:
        "Alamat yang diawali 3 adalah alamat Bitcoin (alamat Litecoin lama dengan format ini tidak diterima di sini). Alamat Litecoin diawali ltc1, L, atau M.",
      format: "Ini bukan alamat {network} yang valid: pastikan alamat disalin lengkap dan tanpa perubahan.",
    },
    confirm: {
      title: "Periksa alamat",
      intro: "Cocokkan dengan alamat di dompet Anda, karakter demi karakter — terutama bagian awal dan akhirnya.",
      refundTo: "Pengembalian dana akan dikirim ke",
      warning: "Pembayaran yang terkirim ke alamat yang salah tidak dapat dikembalikan. Setelah Anda mengonfirmasi, tautan ini tidak dapat digunakan lagi.",
      confirm: "Konfirmasi",
      change: "Ubah",
    },
    done: {
      title: "Terima kasih — alamat Anda telah disimpan",
      text: "Toko akan mengirim {refund} ke alamat ini:",
      next: "Tidak ada lagi yang perlu Anda lakukan; Anda dapat menutup halaman ini. Toko sendiri yang mengirim pengembalian dana, jadi mungkin perlu sedikit waktu hingga dana diterima.",
    },
    used: {
      title: "Tautan ini sudah digunakan",
      text: "Alamat sudah diberikan melalui tautan ini, atau toko telah mengirimkan tautan yang lebih baru kepada Anda. Jika Anda perlu mengubah alamat, silakan minta tautan baru kepada toko.",
    },
    expired: { title: "Tautan ini sudah kedaluwarsa", text: "Silakan minta tautan baru kepada toko." },
    invalid: {
      title: "Tautan ini tidak valid",
      text: "Pastikan Anda membuka tautan dari email secara lengkap. Jika masih tidak berfungsi, silakan minta tautan baru kepada toko.",
    },
    unpayable: { title: "Pengembalian dana ini tidak dapat dibayarkan dalam kripto di sini", text: "Silakan hubungi toko." },
    badForm: { title: "Formulir tidak dapat dibaca", text: "Silakan buka formulir lagi dan isi kembali.", back: "Kembali ke formulir" },
    error: { title: "Terjadi kesalahan", text: "Silakan coba lagi dalam beberapa menit. Jika masalah berlanjut, hubungi toko." },
  },
  email: {
    partialPayment: {
      subject: "Sebagian pembayaran kripto Anda telah diterima",
      intro: "Sebagian pembayaran Anda telah diterima, tetapi belum seluruhnya. Silakan kirim sisanya melalui tautan di bawah sebelum tagihan kedaluwarsa.",
    },
    expiredWithPayment: {
      subject: "Pembayaran kripto Anda diterima tidak lengkap",
      intro: "Tagihan kedaluwarsa sebelum seluruh jumlah diterima. Toko telah menerima pembayaran Anda dan akan menghubungi Anda mengenai langkah selanjutnya.",
    },
    latePayment: {
      subject: "Pembayaran kripto Anda diterima setelah tagihan kedaluwarsa",
      intro: "Pembayaran Anda diterima setelah tagihan kedaluwarsa. Toko telah menerimanya dan akan menghubungi Anda mengenai pesanan Anda.",
    },
    refundAddress: {
      subject: "Ke mana kami harus mengirim pengembalian dana Anda?",
      intro: "Toko mengembalikan dana Anda dalam kripto. Silakan buka tautan di bawah dan masukkan alamat dompet Anda.",
    },
    paymentRequest: {
      subject: "Permintaan pembayaran untuk pesanan Anda",
      intro: "Toko meminta Anda melunasi sisa pembayaran pesanan Anda. Buka tautan di bawah untuk membayar dengan kripto.",
    },
    returnAddress: {
      subject: "Ke mana kami harus mengirim kembali uang Anda?",
      intro: "Toko mengembalikan pembayaran Anda dalam kripto. Silakan buka tautan di bawah dan masukkan alamat dompet Anda.",
    },
  },
}
