/** What customers see, in French. */
import type { CustomerWords } from "../words"

export const fr: CustomerWords = {
  language: "Langue",
  pay: {
    pageTitle: "Paiement de la commande",
    orderName: "Commande #{id}",
    coin: "{asset} sur le réseau {network}{standard}",
    crypto: "{amount} {asset} sur le réseau {network}{standard}",
    form: {
      title: "Payer la commande #{id}",
      intro: "{shop} vous demande de payer ce qui reste dû sur votre commande :",
      introNoShop: "La boutique vous demande de payer ce qui reste dû sur votre commande :",
      choose: "Payer avec",
      submit: "Payer",
      next: "La page de paiement CryptoCloud va s’ouvrir : elle indique l’adresse et le montant exact à envoyer.",
      validUntil: "Ce lien est valable jusqu’au",
      noCoin: "Veuillez choisir la crypto avec laquelle payer.",
    },
    again: {
      title: "Le délai de paiement est écoulé",
      text: "La page de paiement a expiré avant l’arrivée du montant total. Vous pouvez payer à nouveau :",
      partNote: "Montant reçu avant l’expiration : {received}. La boutique en est informée et vous contactera à ce sujet.",
      submit: "Payer à nouveau",
    },
    waiting: {
      title: "En attente de votre paiement",
      text: "Envoyez {crypto} depuis la page de paiement. Dès que le réseau l’aura confirmé, cette page l’indiquera.",
      open: "Ouvrir la page de paiement",
      refreshes: "Cette page se met à jour automatiquement.",
      until: "La page de paiement reste ouverte jusqu’au",
    },
    partial: {
      title: "Une partie de votre paiement est arrivée",
      received: "Reçu",
      stillDue: "Reste à envoyer",
      text: "Envoyez le reste à la même adresse, depuis la page de paiement, avant son expiration.",
      open: "Ouvrir la page de paiement",
    },
    paid: { title: "Merci, votre paiement est bien arrivé", text: "{order} est payée. Vous pouvez fermer cette page." },
    redirect: { title: "Ouverture de la page de paiement…", text: "Si elle ne s’ouvre pas automatiquement :", open: "Ouvrir la page de paiement" },
    facts: { order: "Commande", amountDue: "Montant dû" },
    nothingOwed: { title: "Rien à payer", text: "{order} est entièrement payée. Si vous pensez qu’il s’agit d’une erreur, veuillez contacter la boutique." },
    canceled: {
      title: "Cette commande a été annulée",
      text: "Il n’y a rien à payer. Si vous pensez qu’il s’agit d’une erreur, veuillez contacter la boutique.",
    },
    replaced: {
      title: "Ce lien n’est plus valable",
      text: "Depuis, la boutique vous a envoyé un lien plus récent pour cette commande. Utilisez le dernier e-mail reçu, ou demandez un nouveau lien à la boutique.",
    },
    linkExpired: { title: "Ce lien a expiré", text: "Veuillez demander un nouveau lien à la boutique." },
    invalid: {
      title: "Ce lien n’est pas valide",
      text: "Vérifiez que vous avez ouvert le lien complet de l’e-mail. S’il ne fonctionne toujours pas, demandez un nouveau lien à la boutique.",
    },
    unavailable: { title: "Cette commande ne peut pas être payée en crypto ici", text: "Veuillez contacter la boutique." },
    busy: { title: "Trop de tentatives", text: "Veuillez réessayer dans quelques minutes." },
    badForm: {
      title: "Le formulaire n’a pas pu être lu",
      text: "Veuillez rouvrir la page et choisir la crypto avec laquelle payer.",
      back: "Retour à la page",
    },
    error: { title: "Une erreur s’est produite", text: "Veuillez réessayer dans quelques minutes. Si le problème persiste, contactez la boutique." },
  },
  refund: {
    pageTitle: "Votre remboursement",
    refund: "{amount} {asset} sur le réseau {network}{standard}",
    form: {
      title: "Où envoyer votre remboursement ?",
      intro: "La boutique vous rembourse",
      label: "Votre adresse {asset} sur le réseau {network}{standard}",
      help: "Copiez-la depuis votre portefeuille (écran « Recevoir » de cette crypto et de ce réseau). Avec l’adresse d’un autre réseau, l’argent serait perdu.",
      validUntil: "Ce lien ne peut servir qu’une fois, jusqu’au",
      submit: "Continuer",
    },
    families: { bitcoin: "Bitcoin", litecoin: "Litecoin", evm: "Ethereum (EVM)", tron: "Tron", solana: "Solana", ton: "TON" },
    expected: {
      bitcoin: "Il faut une adresse du réseau principal Bitcoin : elle commence par bc1, 1 ou 3.",
      litecoin: "Il faut une adresse du réseau principal Litecoin : elle commence par ltc1, L ou M.",
      evm: "Il faut une adresse {network} : 0x suivi de 40 caractères hexadécimaux (0–9, a–f).",
      tron: "Il faut une adresse Tron : 34 caractères, commençant par T.",
      solana: "Il faut une adresse Solana : de 32 à 44 lettres et chiffres (sans 0, O, I ni l).",
      ton: "Il faut une adresse TON : 48 caractères, commençant généralement par EQ ou UQ.",
    },
    reasons: {
      empty: "Veuillez saisir l’adresse de votre portefeuille.",
      malformed:
        "L’adresse contient un espace, un retour à la ligne ou un caractère invisible, ou elle est trop longue. Copiez de nouveau l’adresse depuis votre portefeuille, et seulement l’adresse.",
      payment_link: "Ceci est un lien de paiement (du type « tron:…?amount=… »), pas une adresse. Collez uniquement l’adresse.",
      other_network:
        "Cette adresse ressemble à une adresse {family}, mais le remboursement est envoyé sur le réseau {network}. L’argent envoyé à une adresse d’un autre réseau est perdu.",
      testnet: "Ceci est une adresse de réseau de test. Le remboursement est envoyé sur le réseau principal {network}.",
      checksum:
        "Cette adresse contient une faute de frappe : sa somme de contrôle intégrée (checksum) ne correspond pas, un caractère est donc erroné, manquant ou en trop. Copiez-la de nouveau depuis votre portefeuille au lieu de la saisir.",
      burn: "Ceci est une adresse de destruction (burn) : tout ce qui y est envoyé est détruit. Veuillez indiquer l’adresse de votre propre portefeuille.",
      litecoin_p2sh:
        "Les adresses commençant par 3 sont des adresses Bitcoin (les anciennes adresses Litecoin de cette forme ne sont pas acceptées ici). Les adresses Litecoin commencent par ltc1, L ou M.",
      format: "Ceci n’est pas une adresse {network} valide : vérifiez qu’elle a été copiée en entier et sans modification.",
    },
    confirm: {
      title: "Vérifiez l’adresse",
      intro: "Comparez-la avec l’adresse de votre portefeuille, caractère par caractère — surtout le début et la fin.",
      refundTo: "Le remboursement sera envoyé à",
      warning: "Un paiement envoyé à une mauvaise adresse ne peut pas être récupéré. Après votre confirmation, ce lien ne pourra plus être utilisé.",
      confirm: "Confirmer",
      change: "Modifier",
    },
    done: {
      title: "Merci, votre adresse est enregistrée",
      text: "La boutique enverra {refund} à cette adresse :",
      next: "Vous n’avez rien d’autre à faire et pouvez fermer cette page. C’est la boutique qui envoie le remboursement : il peut donc mettre un peu de temps à arriver.",
    },
    used: {
      title: "Ce lien a déjà été utilisé",
      text: "Une adresse a déjà été indiquée via ce lien, ou la boutique vous a envoyé depuis un lien plus récent. Pour changer d’adresse, demandez un nouveau lien à la boutique.",
    },
    expired: { title: "Ce lien a expiré", text: "Veuillez demander un nouveau lien à la boutique." },
    invalid: {
      title: "Ce lien n’est pas valide",
      text: "Vérifiez que vous avez ouvert le lien complet de l’e-mail. S’il ne fonctionne toujours pas, demandez un nouveau lien à la boutique.",
    },
    unpayable: { title: "Ce remboursement ne peut pas être versé en crypto ici", text: "Veuillez contacter la boutique." },
    badForm: { title: "Le formulaire n’a pas pu être lu", text: "Veuillez rouvrir le formulaire et le remplir.", back: "Retour au formulaire" },
    error: { title: "Une erreur s’est produite", text: "Veuillez réessayer dans quelques minutes. Si le problème persiste, contactez la boutique." },
  },
  email: {
    partialPayment: {
      subject: "Une partie de votre paiement crypto est arrivée",
      intro:
        "Une partie de votre paiement est arrivée, mais pas la totalité. Veuillez envoyer le reste via le lien ci-dessous avant l’expiration de la facture.",
    },
    expiredWithPayment: {
      subject: "Votre paiement crypto est arrivé incomplet",
      intro: "La facture a expiré avant l’arrivée du montant total. La boutique a reçu votre paiement et vous contactera pour la suite.",
    },
    latePayment: {
      subject: "Votre paiement crypto est arrivé après l’expiration de la facture",
      intro: "Votre paiement est arrivé après l’expiration de la facture. La boutique l’a bien reçu et vous contactera au sujet de votre commande.",
    },
    refundAddress: {
      subject: "Où devons-nous envoyer votre remboursement ?",
      intro: "La boutique vous rembourse en crypto. Veuillez ouvrir le lien ci-dessous et indiquer l’adresse de votre portefeuille.",
    },
    paymentRequest: {
      subject: "Paiement demandé pour votre commande",
      intro: "La boutique vous demande de payer ce qui reste dû sur votre commande. Ouvrez le lien ci-dessous pour payer en crypto.",
    },
    returnAddress: {
      subject: "Où devons-nous vous renvoyer votre argent ?",
      intro: "La boutique vous restitue votre paiement en crypto. Veuillez ouvrir le lien ci-dessous et indiquer l’adresse de votre portefeuille.",
    },
  },
}
