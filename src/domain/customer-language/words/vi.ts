/** What customers see, in Vietnamese. */
import type { CustomerWords } from "../words"

export const vi: CustomerWords = {
  language: "Ngôn ngữ",
  pay: {
    pageTitle: "Thanh toán đơn hàng",
    orderName: "Đơn hàng #{id}",
    coin: "{asset} trên mạng {network}{standard}",
    crypto: "{amount} {asset} trên mạng {network}{standard}",
    form: {
      title: "Thanh toán đơn hàng #{id}",
      intro: "{shop} đề nghị bạn thanh toán số tiền còn lại của đơn hàng:",
      introNoShop: "Cửa hàng đề nghị bạn thanh toán số tiền còn lại của đơn hàng:",
      choose: "Thanh toán bằng",
      submit: "Thanh toán",
      next: "Bạn sẽ được chuyển đến trang thanh toán của CryptoCloud, nơi hiển thị địa chỉ và số tiền chính xác cần gửi.",
      validUntil: "Liên kết này có hiệu lực đến",
      noCoin: "Vui lòng chọn coin để thanh toán.",
    },
    again: {
      title: "Đã hết thời gian thanh toán",
      text: "Trang thanh toán đã hết hạn trước khi nhận đủ số tiền. Bạn có thể thanh toán lại:",
      partNote: "Trước khi hết hạn đã nhận được {received}: cửa hàng đã biết và sẽ liên hệ với bạn về khoản này.",
      submit: "Thanh toán lại",
    },
    waiting: {
      title: "Đang chờ bạn thanh toán",
      text: "Hãy gửi {crypto} trên trang thanh toán. Khi mạng xác nhận giao dịch, trang này sẽ báo cho bạn.",
      open: "Mở trang thanh toán",
      refreshes: "Trang này tự động cập nhật.",
      until: "Trang thanh toán mở đến",
    },
    partial: {
      title: "Đã nhận được một phần khoản thanh toán",
      received: "Đã nhận",
      stillDue: "Còn phải gửi",
      text: "Hãy gửi phần còn lại đến cùng địa chỉ, từ trang thanh toán, trước khi trang hết hạn.",
      open: "Mở trang thanh toán",
    },
    paid: { title: "Cảm ơn bạn — đã nhận được khoản thanh toán", text: "{order} đã được thanh toán. Bạn có thể đóng trang này." },
    redirect: { title: "Đang mở trang thanh toán…", text: "Nếu trang không tự mở:", open: "Mở trang thanh toán" },
    facts: { order: "Đơn hàng", amountDue: "Số tiền cần thanh toán" },
    nothingOwed: {
      title: "Không có gì cần thanh toán",
      text: "{order} không còn khoản nào cần thanh toán. Nếu bạn cho rằng có sai sót, vui lòng liên hệ cửa hàng.",
    },
    canceled: { title: "Đơn hàng này đã bị hủy", text: "Không có gì cần thanh toán. Nếu bạn cho rằng có sai sót, vui lòng liên hệ cửa hàng." },
    replaced: {
      title: "Liên kết này không còn hiệu lực",
      text: "Sau đó cửa hàng đã gửi cho bạn một liên kết mới hơn cho đơn hàng này. Vui lòng dùng email mới nhất hoặc đề nghị cửa hàng gửi liên kết mới.",
    },
    linkExpired: { title: "Liên kết này đã hết hạn", text: "Vui lòng đề nghị cửa hàng gửi liên kết mới." },
    invalid: {
      title: "Liên kết này không hợp lệ",
      text: "Hãy kiểm tra xem bạn đã mở đầy đủ liên kết trong email chưa. Nếu vẫn không được, vui lòng đề nghị cửa hàng gửi liên kết mới.",
    },
    unavailable: { title: "Không thể thanh toán đơn hàng này bằng tiền mã hóa tại đây", text: "Vui lòng liên hệ cửa hàng." },
    busy: { title: "Quá nhiều lần thử", text: "Vui lòng thử lại sau vài phút." },
    badForm: { title: "Không đọc được biểu mẫu", text: "Vui lòng mở lại trang và chọn coin để thanh toán.", back: "Quay lại trang" },
    error: { title: "Đã xảy ra lỗi", text: "Vui lòng thử lại sau vài phút. Nếu lỗi vẫn tiếp diễn, hãy liên hệ cửa hàng." },
  },
  refund: {
    pageTitle: "Khoản hoàn tiền của bạn",
    refund: "{amount} {asset} trên mạng {network}{standard}",
    form: {
      title: "Bạn muốn nhận tiền hoàn về đâu?",
      intro: "Cửa hàng hoàn tiền cho bạn",
      label: "Địa chỉ {asset} của bạn trên mạng {network}{standard}",
      help: "Hãy sao chép từ ví của bạn (màn hình “Nhận” của coin và mạng này). Nếu dùng địa chỉ của mạng khác, bạn sẽ mất tiền.",
      validUntil: "Liên kết này chỉ dùng được một lần, đến",
      submit: "Tiếp tục",
    },
    families: { bitcoin: "Bitcoin", litecoin: "Litecoin", evm: "Ethereum (EVM)", tron: "Tron", solana: "Solana", ton: "TON" },
    expected: {
      bitcoin: "Cần là địa chỉ mạng chính Bitcoin: bắt đầu bằng bc1, 1 hoặc 3.",
      litecoin: "Cần là địa chỉ mạng chính Litecoin: bắt đầu bằng ltc1, L hoặc M.",
      evm: "Cần là địa chỉ {network}: 0x và thêm 40 ký tự thập lục phân (0–9, a–f).",
      tron: "Cần là địa chỉ Tron: 34 ký tự, bắt đầu bằng T.",
      solana: "Cần là địa chỉ Solana: từ 32 đến 44 chữ cái và chữ số (không có 0, O, I và l).",
      ton: "Cần là địa chỉ TON: 48 ký tự, thường bắt đầu bằng EQ hoặc UQ.",
    },
    reasons: {
      empty: "Vui lòng nhập địa chỉ ví của bạn.",
      malformed: "Địa chỉ có dấu cách, dấu xuống dòng hoặc ký tự ẩn, hoặc quá dài. Hãy sao chép lại địa chỉ từ ví: chỉ riêng địa chỉ.",
      payment_link: "Đây là liên kết thanh toán (ví dụ “tron:…?amount=…”), không phải địa chỉ. Hãy chỉ dán riêng địa chỉ.",
      other_network: "Đây có vẻ là địa chỉ mạng {family}, nhưng khoản hoàn tiền được gửi trên mạng {network}. Tiền gửi đến địa chỉ của mạng khác sẽ bị mất.",
      testnet: "Đây là địa chỉ mạng thử nghiệm. Khoản hoàn tiền được gửi trên mạng chính {network}.",
      checksum:
        "Địa chỉ này bị gõ sai: mã kiểm tra tích hợp (checksum) không khớp, nên có ký tự bị gõ nhầm, bị thiếu hoặc bị thừa. Hãy sao chép lại từ ví thay vì tự gõ.",
      burn: "Đây là địa chỉ đốt: mọi thứ gửi đến đều bị hủy. Vui lòng cung cấp địa chỉ ví của chính bạn.",
      litecoin_p2sh:
        "Địa chỉ bắt đầu bằng 3 là địa chỉ Bitcoin (địa chỉ Litecoin cũ dạng này không được chấp nhận ở đây). Địa chỉ Litecoin bắt đầu bằng ltc1, L hoặc M.",
      format: "Đây không phải là địa chỉ {network} hợp lệ: hãy kiểm tra xem địa chỉ đã được sao chép đầy đủ và không bị thay đổi chưa.",
    },
    confirm: {
      title: "Kiểm tra địa chỉ",
      intro: "Hãy so sánh với địa chỉ trong ví của bạn từng ký tự một — nhất là phần đầu và phần cuối.",
      refundTo: "Khoản hoàn tiền sẽ được gửi đến",
      warning: "Tiền gửi đến địa chỉ sai không thể lấy lại. Sau khi bạn xác nhận, liên kết này không thể dùng lại.",
      confirm: "Xác nhận",
      change: "Thay đổi",
    },
    done: {
      title: "Cảm ơn bạn — địa chỉ đã được lưu",
      text: "Cửa hàng sẽ gửi {refund} đến địa chỉ này:",
      next: "Bạn không cần làm gì thêm và có thể đóng trang này. Cửa hàng tự gửi khoản hoàn tiền, nên có thể mất một chút thời gian để tiền đến.",
    },
    used: {
      title: "Liên kết này đã được sử dụng",
      text: "Đã có địa chỉ được cung cấp qua liên kết này, hoặc sau đó cửa hàng đã gửi cho bạn một liên kết mới hơn. Nếu cần thay đổi địa chỉ, vui lòng đề nghị cửa hàng gửi liên kết mới.",
    },
    expired: { title: "Liên kết này đã hết hạn", text: "Vui lòng đề nghị cửa hàng gửi liên kết mới." },
    invalid: {
      title: "Liên kết này không hợp lệ",
      text: "Hãy kiểm tra xem bạn đã mở đầy đủ liên kết trong email chưa. Nếu vẫn không được, vui lòng đề nghị cửa hàng gửi liên kết mới.",
    },
    unpayable: { title: "Không thể chi trả khoản hoàn tiền này bằng tiền mã hóa tại đây", text: "Vui lòng liên hệ cửa hàng." },
    badForm: { title: "Không đọc được biểu mẫu", text: "Vui lòng mở lại biểu mẫu và điền thông tin.", back: "Quay lại biểu mẫu" },
    error: { title: "Đã xảy ra lỗi", text: "Vui lòng thử lại sau vài phút. Nếu lỗi vẫn tiếp diễn, hãy liên hệ cửa hàng." },
  },
  email: {
    partialPayment: {
      subject: "Đã nhận được một phần khoản thanh toán bằng tiền mã hóa của bạn",
      intro: "Đã nhận được một phần khoản thanh toán của bạn, nhưng chưa đủ. Vui lòng gửi phần còn lại qua liên kết bên dưới trước khi hóa đơn hết hạn.",
    },
    expiredWithPayment: {
      subject: "Khoản thanh toán bằng tiền mã hóa của bạn chưa đủ",
      intro: "Hóa đơn đã hết hạn trước khi nhận đủ số tiền. Cửa hàng đã nhận khoản thanh toán của bạn và sẽ liên hệ với bạn về các bước tiếp theo.",
    },
    latePayment: {
      subject: "Khoản thanh toán bằng tiền mã hóa của bạn đến sau khi hóa đơn hết hạn",
      intro: "Khoản thanh toán của bạn đến sau khi hóa đơn đã hết hạn. Cửa hàng đã nhận khoản này và sẽ liên hệ với bạn về đơn hàng.",
    },
    refundAddress: {
      subject: "Bạn muốn nhận tiền hoàn về đâu?",
      intro: "Cửa hàng hoàn tiền cho bạn bằng tiền mã hóa. Vui lòng mở liên kết bên dưới và cung cấp địa chỉ ví của bạn.",
    },
    paymentRequest: {
      subject: "Yêu cầu thanh toán cho đơn hàng của bạn",
      intro: "Cửa hàng đề nghị bạn thanh toán số tiền còn lại của đơn hàng. Hãy mở liên kết bên dưới để thanh toán bằng tiền mã hóa.",
    },
    returnAddress: {
      subject: "Bạn muốn nhận lại tiền về đâu?",
      intro: "Cửa hàng sẽ trả lại khoản thanh toán của bạn bằng tiền mã hóa. Vui lòng mở liên kết bên dưới và cung cấp địa chỉ ví của bạn.",
    },
  },
}
