/** What customers see, in Spanish. */
import type { CustomerWords } from "../words"

export const es: CustomerWords = {
  language: "Idioma",
  pay: {
    pageTitle: "Pago del pedido",
    orderName: "Pedido #{id}",
    coin: "{asset} en la red {network}{standard}",
    crypto: "{amount} {asset} en la red {network}{standard}",
    form: {
      title: "Paga el pedido #{id}",
      intro: "{shop} te pide que pagues lo que queda pendiente de tu pedido:",
      introNoShop: "La tienda te pide que pagues lo que queda pendiente de tu pedido:",
      choose: "Pagar con",
      submit: "Pagar",
      next: "Se abrirá la página de pago de CryptoCloud, con la dirección y el monto exacto que debes enviar.",
      validUntil: "Este enlace es válido hasta el",
      noCoin: "Elige con qué quieres pagar.",
    },
    again: {
      title: "Se acabó el tiempo para pagar",
      text: "La página de pago expiró antes de que llegara el monto completo. Puedes volver a pagar:",
      partNote: "Monto recibido antes de que expirara: {received}. La tienda ya lo sabe y se pondrá en contacto contigo al respecto.",
      submit: "Volver a pagar",
    },
    waiting: {
      title: "Esperando tu pago",
      text: "Envía {crypto} desde la página de pago. Cuando la red lo confirme, esta página lo indicará.",
      open: "Abrir la página de pago",
      refreshes: "Esta página se actualiza sola.",
      until: "La página de pago está abierta hasta el",
    },
    partial: {
      title: "Se recibió una parte de tu pago",
      received: "Recibido",
      stillDue: "Falta enviar",
      text: "Envía el resto a la misma dirección, desde la página de pago, antes de que expire.",
      open: "Abrir la página de pago",
    },
    paid: { title: "¡Gracias! Tu pago ya llegó", text: "{order} está pagado. Puedes cerrar esta página." },
    redirect: { title: "Abriendo la página de pago…", text: "Si no se abre sola:", open: "Abrir la página de pago" },
    facts: { order: "Pedido", amountDue: "Monto a pagar" },
    nothingOwed: {
      title: "No hay nada que pagar",
      text: "{order} no tiene nada pendiente de pago. Si crees que es un error, ponte en contacto con la tienda.",
    },
    canceled: { title: "Este pedido fue cancelado", text: "No hay nada que pagar. Si crees que es un error, ponte en contacto con la tienda." },
    replaced: {
      title: "Este enlace ya no es válido",
      text: "Desde entonces, la tienda te envió un enlace más reciente para este pedido. Usa el último correo o pide a la tienda un enlace nuevo.",
    },
    linkExpired: { title: "Este enlace ha caducado", text: "Pide a la tienda un enlace nuevo." },
    invalid: {
      title: "Este enlace no es válido",
      text: "Asegúrate de haber abierto el enlace completo del correo. Si sigue sin funcionar, pide a la tienda un enlace nuevo.",
    },
    unavailable: { title: "Este pedido no se puede pagar con cripto aquí", text: "Ponte en contacto con la tienda." },
    busy: { title: "Demasiados intentos", text: "Vuelve a intentarlo en unos minutos." },
    badForm: { title: "No se pudo leer el formulario", text: "Vuelve a abrir la página y elige con qué pagar.", back: "Volver a la página" },
    error: { title: "Algo salió mal", text: "Vuelve a intentarlo en unos minutos. Si sigue ocurriendo, ponte en contacto con la tienda." },
  },
  refund: {
    pageTitle: "Tu reembolso",
    refund: "{amount} {asset} en la red {network}{standard}",
    form: {
      title: "¿A dónde enviamos tu reembolso?",
      intro: "La tienda te reembolsa",
      label: "Tu dirección de {asset} en la red {network}{standard}",
      help: "Cópiala de tu billetera (en su pantalla “Recibir” para esta moneda y red). Si usas una dirección de otra red, perderás el dinero.",
      validUntil: "Este enlace se puede usar una sola vez, hasta el",
      submit: "Continuar",
    },
    families: { bitcoin: "Bitcoin", litecoin: "Litecoin", evm: "Ethereum (EVM)", tron: "Tron", solana: "Solana", ton: "TON" },
    expected: {
      bitcoin: "Debe ser una dirección de la red principal de Bitcoin: comienza con bc1, 1 o 3.",
      litecoin: "Debe ser una dirección de la red principal de Litecoin: comienza con ltc1, L o M.",
      evm: "Debe ser una dirección de {network}: 0x seguido de 40 caracteres hexadecimales (0–9, a–f).",
      tron: "Debe ser una dirección de Tron: 34 caracteres y comienza con T.",
      solana: "Debe ser una dirección de Solana: de 32 a 44 letras y números (sin 0, O, I ni l).",
      ton: "Debe ser una dirección de TON: 48 caracteres y suele comenzar con EQ o UQ.",
    },
    reasons: {
      empty: "Ingresa la dirección de tu billetera.",
      malformed:
        "La dirección contiene un espacio, un salto de línea o un carácter invisible, o es demasiado larga. Vuelve a copiar la dirección de tu billetera: solo la dirección.",
      payment_link: "Esto es un enlace de pago (como “tron:…?amount=…”), no una dirección. Pega solo la dirección.",
      other_network:
        "Parece una dirección de {family}, pero el reembolso se envía por la red {network}. El dinero enviado a una dirección de otra red se pierde.",
      testnet: "Esta es una dirección de una red de prueba. El reembolso se envía por la red principal de {network}.",
      checksum:
        "Esta dirección tiene un error: su verificación integrada (checksum) no coincide, así que hay un carácter mal escrito, de menos o de más. Vuelve a copiarla de tu billetera en lugar de escribirla.",
      burn: "Esta es una dirección de quema (burn): todo lo que se envía a ella se destruye. Indica la dirección de tu propia billetera.",
      litecoin_p2sh:
        "Las direcciones que comienzan con 3 son direcciones de Bitcoin (aquí no se aceptan las antiguas direcciones de Litecoin con este formato). Las direcciones de Litecoin comienzan con ltc1, L o M.",
      format: "Esta no es una dirección válida de {network}: verifica que se haya copiado completa y sin cambios.",
    },
    confirm: {
      title: "Revisa la dirección",
      intro: "Compárala con la dirección de tu billetera, carácter por carácter — sobre todo el principio y el final.",
      refundTo: "El reembolso se enviará a",
      warning: "Un pago enviado a una dirección equivocada no se puede recuperar. Después de confirmar, este enlace ya no se podrá usar.",
      confirm: "Confirmar",
      change: "Cambiar",
    },
    done: {
      title: "Gracias, tu dirección quedó guardada",
      text: "La tienda enviará {refund} a esta dirección:",
      next: "No necesitas hacer nada más; puedes cerrar esta página. La tienda envía el reembolso por su cuenta, así que puede tardar un poco en llegar.",
    },
    used: {
      title: "Este enlace ya se usó",
      text: "Ya se indicó una dirección con este enlace, o la tienda te envió después un enlace más reciente. Si necesitas cambiar la dirección, pide a la tienda un enlace nuevo.",
    },
    expired: { title: "Este enlace ha caducado", text: "Pide a la tienda un enlace nuevo." },
    invalid: {
      title: "Este enlace no es válido",
      text: "Asegúrate de haber abierto el enlace completo del correo. Si sigue sin funcionar, pide a la tienda un enlace nuevo.",
    },
    unpayable: { title: "Este reembolso no se puede pagar con cripto aquí", text: "Ponte en contacto con la tienda." },
    badForm: { title: "No se pudo leer el formulario", text: "Vuelve a abrir el formulario y complétalo.", back: "Volver al formulario" },
    error: { title: "Algo salió mal", text: "Vuelve a intentarlo en unos minutos. Si sigue ocurriendo, ponte en contacto con la tienda." },
  },
  email: {
    partialPayment: {
      subject: "Llegó una parte de tu pago con cripto",
      intro: "Llegó una parte de tu pago, pero no el total. Envía el resto con el enlace de abajo antes de que expire la factura.",
    },
    expiredWithPayment: {
      subject: "Tu pago con cripto llegó incompleto",
      intro:
        "La factura expiró antes de que llegara el monto completo. La tienda tiene tu pago y se pondrá en contacto contigo para indicarte los próximos pasos.",
    },
    latePayment: {
      subject: "Tu pago con cripto llegó después de que expirara la factura",
      intro: "Tu pago llegó cuando la factura ya había expirado. La tienda lo tiene y se pondrá en contacto contigo sobre tu pedido.",
    },
    refundAddress: {
      subject: "¿A dónde enviamos tu reembolso?",
      intro: "La tienda te hará un reembolso en cripto. Abre el enlace de abajo e indica la dirección de tu billetera.",
    },
    paymentRequest: {
      subject: "Solicitud de pago de tu pedido",
      intro: "La tienda te pide que pagues lo que queda pendiente de tu pedido. Abre el enlace de abajo para pagar con cripto.",
    },
    returnAddress: {
      subject: "¿A dónde te devolvemos tu dinero?",
      intro: "La tienda te devolverá tu pago en cripto. Abre el enlace de abajo e indica la dirección de tu billetera.",
    },
  },
}
