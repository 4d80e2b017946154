/** What customers see, in European Portuguese. */
import type { CustomerWords } from "../words"

export const ptPT: CustomerWords = {
  language: "Idioma",
  pay: {
    pageTitle: "Pagamento da encomenda",
    orderName: "Encomenda #{id}",
    coin: "{asset} na rede {network}{standard}",
    crypto: "{amount} {asset} na rede {network}{standard}",
    form: {
      title: "Pagar a encomenda #{id}",
      intro: "{shop} pede-te que pagues o montante ainda em dívida da tua encomenda:",
      introNoShop: "A loja pede-te que pagues o montante ainda em dívida da tua encomenda:",
      choose: "Pagar com",
      submit: "Pagar",
      next: "Vai abrir-se a página de pagamento da CryptoCloud, que mostra o endereço e o montante exato a enviar.",
      validUntil: "Este link é válido até",
      noCoin: "Escolhe com que queres pagar.",
    },
    again: {
      title: "O prazo para pagar terminou",
      text: "A página de pagamento expirou antes de chegar o montante total. Podes pagar novamente:",
      partNote: "Montante recebido antes de expirar: {received}. A loja já sabe e vai contactar-te sobre isso.",
      submit: "Pagar novamente",
    },
    waiting: {
      title: "A aguardar o teu pagamento",
      text: "Envia {crypto} na página de pagamento. Assim que a rede o confirmar, esta página vai indicá-lo.",
      open: "Abrir a página de pagamento",
      refreshes: "Esta página atualiza-se sozinha.",
      until: "A página de pagamento está aberta até",
    },
    partial: {
      title: "Chegou parte do teu pagamento",
      received: "Recebido",
      stillDue: "Falta enviar",
      text: "Envia o resto para o mesmo endereço, a partir da página de pagamento, antes de ela expirar.",
      open: "Abrir a página de pagamento",
    },
    paid: { title: "Obrigado! O teu pagamento chegou", text: "{order} está paga. Podes fechar esta página." },
    redirect: { title: "A abrir a página de pagamento…", text: "Se não abrir automaticamente:", open: "Abrir a página de pagamento" },
    facts: { order: "Encomenda", amountDue: "Montante a pagar" },
    nothingOwed: { title: "Nada a pagar", text: "{order} não tem nada por pagar. Se achas que isto é um erro, contacta a loja." },
    canceled: { title: "Esta encomenda foi cancelada", text: "Não há nada a pagar. Se achas que isto é um erro, contacta a loja." },
    replaced: {
      title: "Este link já não é válido",
      text: "Entretanto, a loja enviou-te um link mais recente para esta encomenda. Usa o e-mail mais recente ou pede um novo link à loja.",
    },
    linkExpired: { title: "Este link expirou", text: "Pede um novo link à loja." },
    invalid: {
      title: "Este link não é válido",
      text: "Verifica se abriste o link completo do e-mail. Se continuar a não funcionar, pede um novo link à loja.",
    },
    unavailable: { title: "Esta encomenda não pode ser paga em cripto aqui", text: "Contacta a loja." },
    busy: { title: "Demasiadas tentativas", text: "Tenta novamente daqui a alguns minutos." },
    badForm: { title: "Não foi possível ler o formulário", text: "Abre novamente a página e escolhe com que pagar.", back: "Voltar à página" },
    error: { title: "Algo correu mal", text: "Tenta novamente daqui a alguns minutos. Se continuar a acontecer, contacta a loja." },
  },
  refund: {
    pageTitle: "O teu reembolso",
    refund: "{amount} {asset} na rede {network}{standard}",
    form: {
      title: "Para onde enviamos o teu reembolso?",
      intro: "A loja vai reembolsar-te",
      label: "O teu endereço {asset} na rede {network}{standard}",
      help: "Copia-o da tua carteira (no ecrã “Receber” desta moeda e rede). Com um endereço de outra rede, o dinheiro perder-se-ia.",
      validUntil: "Este link só pode ser usado uma vez, até",
      submit: "Continuar",
    },
    families: { bitcoin: "Bitcoin", litecoin: "Litecoin", evm: "Ethereum (EVM)", tron: "Tron", solana: "Solana", ton: "TON" },
    expected: {
      bitcoin: "Tem de ser um endereço da rede principal Bitcoin: começa por bc1, 1 ou 3.",
      litecoin: "Tem de ser um endereço da rede principal Litecoin: começa por ltc1, L ou M.",
      evm: "Tem de ser um endereço da rede {network}: 0x seguido de mais 40 caracteres hexadecimais (0–9, a–f).",
      tron: "Tem de ser um endereço da rede Tron: 34 caracteres, a começar por T.",
      solana: "Tem de ser um endereço da rede Solana: de 32 a 44 letras e algarismos (sem 0, O, I e l).",
      ton: "Tem de ser um endereço da rede TON: 48 caracteres, normalmente a começar por EQ ou UQ.",
    },
    reasons: {
      empty: "Introduz o endereço da tua carteira.",
      malformed:
        "O endereço tem um espaço, uma quebra de linha ou um carácter invisível, ou é demasiado longo. Copia novamente o endereço da tua carteira: apenas o endereço.",
      payment_link: "Isto é um link de pagamento (como “tron:…?amount=…”), não um endereço. Cola apenas o endereço.",
      other_network:
        "Parece um endereço da rede {family}, mas o reembolso é enviado na rede {network}. O dinheiro enviado para um endereço de outra rede perde-se.",
      testnet: "Este é um endereço de uma rede de teste. O reembolso é enviado na rede principal {network}.",
      checksum:
        "Este endereço tem um erro: a sua verificação integrada (checksum) não corresponde, por isso há um carácter errado, em falta ou a mais. Copia-o novamente da tua carteira em vez de o escreveres.",
      burn: "Este é um endereço de queima (burn): tudo o que lhe é enviado é destruído. Indica o endereço da tua própria carteira.",
      litecoin_p2sh:
        "Os endereços que começam por 3 são endereços Bitcoin (os endereços Litecoin antigos neste formato não são aceites aqui). Os endereços Litecoin começam por ltc1, L ou M.",
      format: "Este não é um endereço válido da rede {network}: verifica se foi copiado por inteiro e sem alterações.",
    },
    confirm: {
      title: "Verifica o endereço",
      intro: "Compara-o com o endereço da tua carteira, carácter a carácter — sobretudo o início e o fim.",
      refundTo: "O reembolso será enviado para",
      warning: "Um pagamento enviado para um endereço errado não pode ser recuperado. Depois de confirmares, este link deixa de poder ser usado.",
      confirm: "Confirmar",
      change: "Alterar",
    },
    done: {
      title: "Obrigado! O teu endereço foi guardado",
      text: "A loja vai enviar {refund} para este endereço:",
      next: "Não precisas de fazer mais nada; podes fechar esta página. É a própria loja que envia o reembolso, por isso pode demorar um pouco a chegar.",
    },
    used: {
      title: "Este link já foi usado",
      text: "Já foi indicado um endereço através deste link, ou entretanto a loja enviou-te um link mais recente. Se precisares de alterar o endereço, pede um novo link à loja.",
    },
    expired: { title: "Este link expirou", text: "Pede um novo link à loja." },
    invalid: {
      title: "Este link não é válido",
      text: "Verifica se abriste o link completo do e-mail. Se continuar a não funcionar, pede um novo link à loja.",
    },
    unpayable: { title: "Este reembolso não pode ser pago em cripto aqui", text: "Contacta a loja." },
    badForm: { title: "Não foi possível ler o formulário", text: "Abre novamente o formulário e preenche-o.", back: "Voltar ao formulário" },
    error: { title: "Algo correu mal", text: "Tenta novamente daqui a alguns minutos. Se continuar a acontecer, contacta a loja." },
  },
  email: {
    partialPayment: {
      subject: "Chegou parte do teu pagamento em cripto",
      intro: "Chegou parte do teu pagamento, mas não a totalidade. Envia o resto através do link abaixo antes de a fatura expirar.",
    },
    expiredWithPayment: {
      subject: "O teu pagamento em cripto chegou incompleto",
      intro: "A fatura expirou antes de chegar o montante total. A loja recebeu o teu pagamento e vai contactar-te sobre os próximos passos.",
    },
    latePayment: {
      subject: "O teu pagamento em cripto chegou depois de a fatura expirar",
      intro: "O teu pagamento chegou quando a fatura já tinha expirado. A loja recebeu-o e vai contactar-te sobre a tua encomenda.",
    },
    refundAddress: {
      subject: "Para onde devemos enviar o teu reembolso?",
      intro: "A loja vai reembolsar-te em cripto. Abre o link abaixo e indica o endereço da tua carteira.",
    },
    paymentRequest: {
      subject: "Pedido de pagamento da tua encomenda",
      intro: "A loja pede-te que pagues o montante ainda em dívida da tua encomenda. Abre o link abaixo para pagar em cripto.",
    },
    returnAddress: {
      subject: "Para onde devemos devolver o teu dinheiro?",
      intro: "A loja vai devolver-te o pagamento em cripto. Abre o link abaixo e indica o endereço da tua carteira.",
    },
  },
}
