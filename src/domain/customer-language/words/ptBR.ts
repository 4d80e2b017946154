/** What customers see, in Brazilian Portuguese. */
import type { CustomerWords } from "../words"

export const ptBR: CustomerWords = {
  language: "Idioma",
  pay: {
    pageTitle: "Pagamento do pedido",
    orderName: "Pedido #{id}",
    coin: "{asset} na rede {network}{standard}",
    crypto: "{amount} {asset} na rede {network}{standard}",
    form: {
      title: "Pagar o pedido #{id}",
      intro: "{shop} pede que você pague o valor pendente do seu pedido:",
      introNoShop: "A loja pede que você pague o valor pendente do seu pedido:",
      choose: "Pagar com",
      submit: "Pagar",
      next: "A página de pagamento da CryptoCloud será aberta, com o endereço e o valor exato a enviar.",
      validUntil: "Este link é válido até",
      noCoin: "Escolha com o que pagar.",
    },
    again: {
      title: "O tempo para pagar acabou",
      text: "A página de pagamento expirou antes de o valor total chegar. Você pode pagar novamente:",
      partNote: "Valor recebido antes de expirar: {received}. A loja já sabe e vai entrar em contato com você sobre isso.",
      submit: "Pagar novamente",
    },
    waiting: {
      title: "Aguardando seu pagamento",
      text: "Envie {crypto} pela página de pagamento. Assim que a rede confirmar, esta página vai indicar.",
      open: "Abrir a página de pagamento",
      refreshes: "Esta página se atualiza sozinha.",
      until: "A página de pagamento fica aberta até",
    },
    partial: {
      title: "Parte do seu pagamento chegou",
      received: "Recebido",
      stillDue: "Falta enviar",
      text: "Envie o restante para o mesmo endereço, pela página de pagamento, antes que ela expire.",
      open: "Abrir a página de pagamento",
    },
    paid: { title: "Obrigado! Seu pagamento chegou", text: "{order} está pago. Você já pode fechar esta página." },
    redirect: { title: "Abrindo a página de pagamento…", text: "Se ela não abrir sozinha:", open: "Abrir a página de pagamento" },
    facts: { order: "Pedido", amountDue: "Valor a pagar" },
    nothingOwed: { title: "Nada a pagar", text: "{order} não tem nenhum valor pendente. Se você acha que isso é um erro, entre em contato com a loja." },
    canceled: { title: "Este pedido foi cancelado", text: "Não há nada a pagar. Se você acha que isso é um erro, entre em contato com a loja." },
    replaced: {
      title: "Este link não é mais válido",
      text: "Depois deste, a loja enviou a você um link mais recente para este pedido. Use o e-mail mais recente ou peça um novo link à loja.",
    },
    linkExpired: { title: "Este link expirou", text: "Peça um novo link à loja." },
    invalid: {
      title: "Este link não é válido",
      text: "Verifique se você abriu o link completo do e-mail. Se ainda assim não funcionar, peça um novo link à loja.",
    },
    unavailable: { title: "Este pedido não pode ser pago com cripto aqui", text: "Entre em contato com a loja." },
    busy: { title: "Muitas tentativas", text: "Tente novamente em alguns minutos." },
    badForm: { title: "Não foi possível ler o formulário", text: "Abra a página novamente e escolha com o que pagar.", back: "Voltar à página" },
    error: { title: "Algo deu errado", text: "Tente novamente em alguns minutos. Se o problema continuar, entre em contato com a loja." },
  },
  refund: {
    pageTitle: "Seu reembolso",
    refund: "{amount} {asset} na rede {network}{standard}",
    form: {
      title: "Para onde enviar seu reembolso?",
      intro: "A loja vai reembolsar você em",
      label: "Seu endereço {asset} na rede {network}{standard}",
      help: "Copie-o da sua carteira (na tela “Receber” desta moeda e rede). Com um endereço de outra rede, o dinheiro seria perdido.",
      validUntil: "Este link pode ser usado uma única vez, até",
      submit: "Continuar",
    },
    families: { bitcoin: "Bitcoin", litecoin: "Litecoin", evm: "Ethereum (EVM)", tron: "Tron", solana: "Solana", ton: "TON" },
    expected: {
      bitcoin: "Deve ser um endereço da rede principal Bitcoin: começa com bc1, 1 ou 3.",
      litecoin: "Deve ser um endereço da rede principal Litecoin: começa com ltc1, L ou M.",
      evm: "Deve ser um endereço da rede {network}: 0x seguido de mais 40 caracteres hexadecimais (0–9, a–f).",
      tron: "Deve ser um endereço da rede Tron: 34 caracteres, começando com T.",
      solana: "Deve ser um endereço da rede Solana: de 32 a 44 letras e números (sem 0, O, I e l).",
      ton: "Deve ser um endereço da rede TON: 48 caracteres, geralmente começando com EQ ou UQ.",
    },
    reasons: {
      empty: "Informe o endereço da sua carteira.",
      malformed:
        "O endereço tem um espaço, uma quebra de linha ou um caractere invisível, ou é longo demais. Copie novamente o endereço da sua carteira: somente o endereço.",
      payment_link: "Isto é um link de pagamento (como “tron:…?amount=…”), não um endereço. Cole somente o endereço.",
      other_network:
        "Parece ser um endereço da rede {family}, mas o reembolso é enviado pela rede {network}. Dinheiro enviado para um endereço de outra rede é perdido.",
      testnet: "Este é um endereço de rede de teste. O reembolso é enviado pela rede principal {network}.",
      checksum:
        "Este endereço tem um erro de digitação: a verificação embutida (checksum) não confere, então há um caractere errado, faltando ou sobrando. Copie-o novamente da sua carteira em vez de digitá-lo.",
      burn: "Este é um endereço de queima (burn): tudo o que é enviado para ele é destruído. Informe o endereço da sua própria carteira.",
      litecoin_p2sh:
        "Endereços que começam com 3 são endereços Bitcoin (endereços Litecoin antigos nesse formato não são aceitos aqui). Endereços Litecoin começam com ltc1, L ou M.",
      format: "Este não é um endereço válido da rede {network}: verifique se ele foi copiado inteiro e sem alterações.",
    },
    confirm: {
      title: "Confira o endereço",
      intro: "Compare-o com o endereço da sua carteira, caractere por caractere — principalmente o início e o fim.",
      refundTo: "O reembolso será enviado para",
      warning: "Um pagamento enviado para um endereço errado não pode ser devolvido. Depois que você confirmar, este link não poderá mais ser usado.",
      confirm: "Confirmar",
      change: "Alterar",
    },
    done: {
      title: "Obrigado! Seu endereço foi salvo",
      text: "A loja enviará {refund} para este endereço:",
      next: "Você não precisa fazer mais nada e já pode fechar esta página. A própria loja envia o reembolso, por isso ele pode levar um tempo para chegar.",
    },
    used: {
      title: "Este link já foi usado",
      text: "Um endereço já foi informado por este link, ou a loja enviou depois um link mais recente. Se precisar alterar o endereço, peça um novo link à loja.",
    },
    expired: { title: "Este link expirou", text: "Peça um novo link à loja." },
    invalid: {
      title: "Este link não é válido",
      text: "Verifique se você abriu o link completo do e-mail. Se ainda assim não funcionar, peça um novo link à loja.",
    },
    unpayable: { title: "Este reembolso não pode ser pago com cripto aqui", text: "Entre em contato com a loja." },
    badForm: { title: "Não foi possível ler o formulário", text: "Abra o formulário novamente e preencha-o.", back: "Voltar ao formulário" },
    error: { title: "Algo deu errado", text: "Tente novamente em alguns minutos. Se o problema continuar, entre em contato com a loja." },
  },
  email: {
    partialPayment: {
      subject: "Parte do seu pagamento com cripto chegou",
      intro: "Parte do seu pagamento chegou, mas não o valor total. Envie o restante pelo link abaixo antes que a fatura expire.",
    },
    expiredWithPayment: {
      subject: "Seu pagamento com cripto chegou incompleto",
      intro: "A fatura expirou antes de o valor total chegar. A loja recebeu seu pagamento e vai entrar em contato com você sobre os próximos passos.",
    },
    latePayment: {
      subject: "Seu pagamento com cripto chegou depois que a fatura expirou",
      intro: "Seu pagamento chegou depois que a fatura já tinha expirado. A loja recebeu o valor e vai entrar em contato com você sobre o seu pedido.",
    },
    refundAddress: {
      subject: "Para onde devemos enviar seu reembolso?",
      intro: "A loja vai reembolsar você em cripto. Abra o link abaixo e informe o endereço da sua carteira.",
    },
    paymentRequest: {
      subject: "Pagamento solicitado para o seu pedido",
      intro: "A loja pede que você pague o valor pendente do seu pedido. Abra o link abaixo para pagar com cripto.",
    },
    returnAddress: {
      subject: "Para onde devemos devolver seu dinheiro?",
      intro: "A loja vai devolver seu pagamento em cripto. Abra o link abaixo e informe o endereço da sua carteira.",
    },
  },
}
