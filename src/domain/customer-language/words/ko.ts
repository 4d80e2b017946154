/** What customers see, in Korean. */
import type { CustomerWords } from "../words"

export const ko: CustomerWords = {
  language: "언어",
  pay: {
    pageTitle: "주문 결제",
    orderName: "주문 #{id}",
    coin: "{network}{standard} 네트워크의 {asset}",
    crypto: "{network}{standard} 네트워크의 {amount} {asset}",
    form: {
      title: "주문 #{id} 결제",
      intro: "{shop}에서 주문의 남은 금액 결제를 요청했습니다:",
      introNoShop: "상점에서 주문의 남은 금액 결제를 요청했습니다:",
      choose: "결제할 코인",
      submit: "결제",
      next: "CryptoCloud 결제 페이지로 이동합니다. 해당 페이지에서 보낼 주소와 정확한 금액을 확인할 수 있습니다.",
      validUntil: "이 링크의 유효 기한:",
      noCoin: "결제할 코인을 선택하세요.",
    },
    again: {
      title: "결제 시간이 만료되었습니다",
      text: "전체 금액이 입금되기 전에 결제 페이지가 만료되었습니다. 다시 결제할 수 있습니다:",
      partNote: "만료 전에 입금된 금액: {received}. 상점에서 이를 확인했으며 별도로 연락드릴 예정입니다.",
      submit: "다시 결제",
    },
    waiting: {
      title: "결제를 기다리고 있습니다",
      text: "결제 페이지에서 {crypto} 송금을 완료하세요. 네트워크에서 확인되면 이 페이지에 표시됩니다.",
      open: "결제 페이지 열기",
      refreshes: "이 페이지는 자동으로 새로 고쳐집니다.",
      until: "결제 페이지 유효 기한:",
    },
    partial: {
      title: "결제 금액의 일부가 입금되었습니다",
      received: "입금된 금액",
      stillDue: "남은 송금액",
      text: "결제 페이지가 만료되기 전에 결제 페이지에서 같은 주소로 나머지 금액을 보내세요.",
      open: "결제 페이지 열기",
    },
    paid: { title: "감사합니다. 결제가 완료되었습니다", text: "{order} 결제가 완료되었습니다. 이 페이지를 닫으셔도 됩니다." },
    redirect: { title: "결제 페이지를 여는 중…", text: "자동으로 열리지 않으면:", open: "결제 페이지 열기" },
    facts: { order: "주문", amountDue: "결제 금액" },
    nothingOwed: { title: "결제할 금액이 없습니다", text: "{order}에는 더 결제할 금액이 없습니다. 잘못되었다고 생각되면 상점에 문의하세요." },
    canceled: { title: "취소된 주문입니다", text: "결제할 금액이 없습니다. 잘못되었다고 생각되면 상점에 문의하세요." },
    replaced: {
      title: "더 이상 유효하지 않은 링크입니다",
      text: "상점에서 이 주문에 대한 새 링크를 보냈습니다. 가장 최근 이메일을 이용하시거나 상점에 새 링크를 요청하세요.",
    },
    linkExpired: { title: "만료된 링크입니다", text: "상점에 새 링크를 요청하세요." },
    invalid: {
      title: "유효하지 않은 링크입니다",
      text: "이메일의 링크 전체를 열었는지 확인하세요. 그래도 작동하지 않으면 상점에 새 링크를 요청하세요.",
    },
    unavailable: { title: "이 주문은 여기에서 암호화폐로 결제할 수 없습니다", text: "상점에 문의하세요." },
    busy: { title: "시도 횟수가 너무 많습니다", text: "몇 분 후에 다시 시도하세요." },
    badForm: { title: "양식을 읽을 수 없습니다", text: "페이지를 다시 열고 결제할 코인을 선택하세요.", back: "페이지로 돌아가기" },
    error: { title: "문제가 발생했습니다", text: "몇 분 후에 다시 시도하세요. 문제가 계속되면 상점에 문의하세요." },
  },
  refund: {
    pageTitle: "환불",
    refund: "{network}{standard} 네트워크의 {amount} {asset}",
    form: {
      title: "환불을 어디로 보내 드릴까요?",
      intro: "상점에서 환불할 금액:",
      label: "{network}{standard} 네트워크의 내 {asset} 주소",
      help: "지갑에서 이 코인과 네트워크의 ‘받기’ 화면에 있는 주소를 복사하세요. 다른 네트워크의 주소를 입력하면 자금을 잃게 됩니다.",
      validUntil: "이 링크는 한 번만 사용할 수 있습니다. 유효 기한:",
      submit: "계속",
    },
    families: { bitcoin: "Bitcoin", litecoin: "Litecoin", evm: "Ethereum(EVM)", tron: "Tron", solana: "Solana", ton: "TON" },
    expected: {
      bitcoin: "Bitcoin 메인 네트워크 주소여야 합니다. bc1, 1 또는 3으로 시작합니다.",
      litecoin: "Litecoin 메인 네트워크 주소여야 합니다. ltc1, L 또는 M으로 시작합니다.",
      evm: "{network} 주소여야 합니다. 0x 뒤에 16진수 문자 40개(0–9, a–f)가 이어집니다.",
      tron: "Tron 주소여야 합니다. T로 시작하는 34자입니다.",
      solana: "Solana 주소여야 합니다. 32~44자의 영문자와 숫자입니다(0, O, I, l 제외).",
      ton: "TON 주소여야 합니다. 48자이며 보통 EQ 또는 UQ로 시작합니다.",
    },
    reasons: {
      empty: "지갑 주소를 입력하세요.",
      malformed: "주소에 공백, 줄 바꿈 또는 보이지 않는 문자가 있거나 주소가 너무 깁니다. 지갑에서 주소만 다시 복사하세요.",
      payment_link: "주소가 아니라 결제 링크(예: “tron:…?amount=…”)입니다. 주소만 붙여 넣으세요.",
      other_network: "{family} 주소로 보이지만, 환불은 {network} 네트워크로 전송됩니다. 다른 네트워크의 주소로 보낸 자금은 잃게 됩니다.",
      testnet: "테스트 네트워크 주소입니다. 환불은 {network} 메인 네트워크로 전송됩니다.",
      checksum:
        "주소에 오타가 있습니다. 주소에 내장된 검증값(체크섬)이 맞지 않아, 잘못 입력되었거나 빠졌거나 더 들어간 문자가 있습니다. 직접 입력하지 말고 지갑에서 다시 복사하세요.",
      burn: "소각 주소입니다. 이 주소로 보낸 자산은 모두 소멸됩니다. 본인 지갑의 주소를 입력하세요.",
      litecoin_p2sh:
        "3으로 시작하는 주소는 Bitcoin 주소입니다(이 형식의 예전 Litecoin 주소는 여기에서 사용할 수 없습니다). Litecoin 주소는 ltc1, L 또는 M으로 시작합니다.",
      format: "유효한 {network} 주소가 아닙니다. 주소 전체가 변경 없이 복사되었는지 확인하세요.",
    },
    confirm: {
      title: "주소 확인",
      intro: "지갑에 있는 주소와 한 글자씩 비교하세요. 특히 처음과 끝 부분을 꼭 확인하세요.",
      refundTo: "환불 받을 주소:",
      warning: "잘못된 주소로 보낸 금액은 되돌릴 수 없습니다. 확인하면 이 링크는 다시 사용할 수 없습니다.",
      confirm: "확인",
      change: "변경",
    },
    done: {
      title: "감사합니다. 주소가 저장되었습니다",
      text: "상점에서 이 주소로 {refund} 환불을 보내 드립니다:",
      next: "더 하실 일은 없으며, 이 페이지를 닫으셔도 됩니다. 환불은 상점에서 직접 보내므로 도착까지 시간이 조금 걸릴 수 있습니다.",
    },
    used: {
      title: "이미 사용된 링크입니다",
      text: "이 링크로 이미 주소가 제출되었거나, 이후 상점에서 새 링크를 보냈습니다. 주소를 변경해야 하면 상점에 새 링크를 요청하세요.",
    },
    expired: { title: "만료된 링크입니다", text: "상점에 새 링크를 요청하세요." },
    invalid: {
      title: "유효하지 않은 링크입니다",
      text: "이메일의 링크 전체를 열었는지 확인하세요. 그래도 작동하지 않으면 상점에 새 링크를 요청하세요.",
    },
    unpayable: { title: "이 환불은 여기에서 암호화폐로 받을 수 없습니다", text: "상점에 문의하세요." },
    badForm: { title: "양식을 읽을 수 없습니다", text: "양식을 다시 열고 작성하세요.", back: "양식으로 돌아가기" },
    error: { title: "문제가 발생했습니다", text: "몇 분 후에 다시 시도하세요. 문제가 계속되면 상점에 문의하세요." },
  },
  email: {
    partialPayment: {
      subject: "암호화폐 결제 금액의 일부가 입금되었습니다",
      intro: "결제 금액의 일부만 입금되었습니다. 인보이스가 만료되기 전에 아래 링크에서 나머지 금액을 보내 주세요.",
    },
    expiredWithPayment: {
      subject: "암호화폐 결제 금액이 모두 입금되지 않았습니다",
      intro: "전체 금액이 입금되기 전에 인보이스가 만료되었습니다. 결제하신 금액은 상점에서 확인했으며, 이후 처리에 대해 연락드릴 예정입니다.",
    },
    latePayment: {
      subject: "인보이스 만료 후 암호화폐 결제가 입금되었습니다",
      intro: "인보이스가 만료된 후에 결제 금액이 입금되었습니다. 상점에서 이를 확인했으며 주문과 관련해 연락드릴 예정입니다.",
    },
    refundAddress: {
      subject: "환불을 어디로 보내 드릴까요?",
      intro: "상점에서 암호화폐로 환불해 드립니다. 아래 링크를 열어 지갑 주소를 입력해 주세요.",
    },
    paymentRequest: {
      subject: "주문 결제 요청",
      intro: "상점에서 주문의 남은 금액 결제를 요청했습니다. 아래 링크를 열어 암호화폐로 결제하세요.",
    },
    returnAddress: {
      subject: "결제 금액을 어디로 돌려 드릴까요?",
      intro: "상점에서 결제 금액을 암호화폐로 돌려 드립니다. 아래 링크를 열어 지갑 주소를 입력해 주세요.",
    },
  },
}
