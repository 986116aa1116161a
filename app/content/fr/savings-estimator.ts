import type { Translation } from "../locale";
import type * as en from "../savings-estimator";
import {
  estimatorAssumptions as a,
  estimatorRates,
  type EstimatorField,
  type EstimatorFieldName,
} from "../savings-estimator";

// French edition of savings-estimator.ts (issue #19): the estimator's fields, results and the
// assumptions' wording. The numbers themselves (assumptions, rates, limits) are the English module's,
// so both editions estimate the same; examples are written in French number format (« 2 500 »).

export const estimatorFields: Record<EstimatorFieldName, EstimatorField> = {
  students: {
    name: "students",
    label: "Nombre d’apprenants",
    hint: "Tous les apprenants inscrits cette année académique, tous programmes confondus.",
    placeholder: "ex. 2 500",
    min: 1,
    max: 1_000_000,
    messages: {
      required: "Saisissez le nombre d’apprenants, par exemple 2\u00a0500",
      notNumber: "Saisissez le nombre d’apprenants en chiffres, par exemple 2\u00a0500",
      grouping: "Groupez les chiffres par trois, par exemple 2\u00a0500, ou sans espace (2500)",
      whole: "Saisissez un nombre entier d’apprenants, par exemple 2\u00a0500",
      tooSmall: "Saisissez au moins 1 apprenant",
      tooLarge: "Saisissez au plus 1 000 000 apprenants",
    },
  },
  staff: {
    name: "staff",
    label: "Nombre de membres du personnel",
    hint: "Personnel enseignant et non enseignant confondu.",
    placeholder: "ex. 180",
    min: 1,
    max: 200_000,
    messages: {
      required: "Saisissez le nombre de membres du personnel, par exemple 180",
      notNumber: "Saisissez le nombre de membres du personnel en chiffres, par exemple 180",
      grouping: "Groupez les chiffres par trois, par exemple 1\u00a0200, ou sans espace (1200)",
      whole: "Saisissez un nombre entier de membres du personnel, par exemple 180",
      tooSmall: "Saisissez au moins 1 membre du personnel",
      tooLarge: "Saisissez au plus 200 000 membres du personnel",
    },
  },
  fees: {
    name: "fees",
    label: "Frais de scolarité facturés par an",
    hint: "Le total des frais de scolarité que vous facturez en un an, dans la devise choisie ci-dessus.",
    placeholder: "ex. 250 000 000",
    min: 0,
    max: 10_000_000_000_000,
    messages: {
      required: "Saisissez les frais de scolarité facturés par an, par exemple 250\u202f000\u202f000",
      notNumber: "Saisissez les frais annuels en chiffres, par exemple 250\u202f000\u202f000",
      grouping: "Groupez les chiffres par trois, par exemple 250\u202f000\u202f000, ou écrivez-les sans espace",
      whole: "Saisissez les frais annuels sans décimales, par exemple 250\u202f000\u202f000",
      tooSmall: "Saisissez des frais de 0 ou plus",
      tooLarge: "Saisissez au plus 10\u202f000\u202f000\u202f000\u202f000",
    },
  },
};

type Copy = Translation<typeof en.savingsEstimatorCopy>;
/** The English assumption values are literal template types ("4 hours a year"); in French they are copy. */
type WithCopyValues<Items> = { [K in keyof Items]: Omit<Items[K], "value"> & { value: string } };
type FrenchCopy = Omit<Copy, "assumptions"> & {
  assumptions: Omit<Copy["assumptions"], "items"> & { items: WithCopyValues<Copy["assumptions"]["items"]> };
};

const adminTimeClaim = "jusqu’à 60\u00a0% de temps administratif en moins";
const reportsClaim = "des rapports 90 % plus rapides";
const feeCollectionClaim = "un recouvrement des frais de scolarité amélioré de 40 %";

export const savingsEstimatorCopy: FrenchCopy = {
  id: "savings-estimator",
  eyebrow: "Simulateur d’économies",
  title: "Que pourrait apporter Ilimi à votre établissement ?",
  lead: `Saisissez trois chiffres et voyez ce que ${adminTimeClaim}, ${reportsClaim} et ${feeCollectionClaim} pourraient représenter pour vous. Chaque résultat est un maximum, calculé à partir des hypothèses indiquées ci-dessous.`,
  formLabel: "Les chiffres de votre établissement",
  submit: "Estimer mes économies",
  results: {
    heading: "Votre estimation",
    emptyTitle: "Votre estimation s’affichera ici",
    emptyText:
      "Saisissez votre nombre d’apprenants, de membres du personnel et vos frais de scolarité annuels, puis choisissez «\u00a0Estimer mes économies\u00a0». Si JavaScript est activé, l’estimation se met à jour pendant la saisie.",
    invalidTitle: "Vérifiez les chiffres saisis",
    invalidText:
      "Votre estimation s’affiche dès que les trois chiffres sont des nombres entiers compris dans les limites attendues.",
    hoursUnit: "heures",
    today: "Aujourd’hui (hypothèse)",
    withIlimi: "Avec Ilimi (au mieux)",
    disclaimer:
      "À titre indicatif uniquement : une estimation fondée sur les hypothèses ci-dessous, et non un devis ni un engagement. Vos propres résultats dépendent de vos processus, de vos données et de la manière dont vos équipes adoptent le système.",
    quoteCta: "Discuter de vos chiffres lors d’une démo",
  },
  metrics: {
    adminTime: {
      title: "Temps administratif",
      claim: adminTimeClaim,
      saved: (hours: string, days: string) =>
        `Jusqu’à ${hours}\u00a0heures par an rendues à votre personnel, soit environ ${days}\u00a0jours ouvrés`,
      barCaption: "Travail administratif, en heures par an",
      format: "hours",
    },
    reports: {
      title: "Préparation des rapports",
      claim: reportsClaim,
      saved: (hours: string) =>
        `Jusqu’à ${hours}\u00a0heures par an gagnées sur la préparation des rapports récurrents`,
      barCaption: "Préparation des rapports récurrents, en heures par an",
      format: "hours",
    },
    feeCollection: {
      title: "Recouvrement des frais de scolarité",
      claim: feeCollectionClaim,
      saved: (amount: string) => `Jusqu’à ${amount} de plus recouvrés chaque année`,
      barCaption: "Frais de scolarité non recouvrés, par an",
      format: "money",
    },
  },
  currency: {
    label: "Devise",
    options: { XOF: "Franc CFA UEMOA (XOF)", XAF: "Franc CFA CEMAC (XAF)", NGN: "Naira du Nigéria (NGN)" },
    formats: { XOF: "{0}\u00a0F\u00a0CFA", XAF: "{0}\u00a0F\u00a0CFA", NGN: "{0}\u00a0₦" },
    parity: "Les deux francs CFA sont à la parité fixe de 655,957\u00a0F\u00a0CFA pour un euro.",
    rate: (rate: string, date: string) =>
      `Une estimation en naira est aussi donnée en F\u00a0CFA, à ${rate}\u00a0₦ pour un euro, taux fixé par Ilimi le ${date}.`,
    noRate: "L’estimation reste dans la devise choisie, sans conversion vers une autre.",
    converted: (amount: string) => `Soit environ ${amount}`,
  },
  assumptions: {
    heading: "Les hypothèses de cette estimation",
    note: "Ce sont nos points de départ indicatifs\u00a0: ni des mesures de votre établissement, ni des résultats annoncés. Lors d’une démo, nous les remplaçons par vos propres chiffres.",
    items: [
      {
        term: "Travail administratif par apprenant",
        value: `${a.adminHoursPerStudentPerYear}\u00a0heures par an`,
        detail:
          "Candidatures, inscriptions, dossiers, emplois du temps, résultats et questions sur les frais, dans tous les services.",
      },
      {
        term: "Travail administratif par membre du personnel",
        value: `${a.adminHoursPerStaffPerYear}\u00a0heures par an`,
        detail: "Contrats, congés, évaluations et paie mensuelle.",
      },
      {
        term: "Rapports récurrents",
        value: `${a.reportHoursPerStaffPerMonth * 10}\u00a0heure par mois pour 10\u00a0membres du personnel`,
        detail: "Rapports pour la direction, le service financier et les autorités de tutelle, compilés à la main.",
      },
      {
        term: "Frais de scolarité non recouvrés aujourd’hui",
        value: `${Math.round(a.uncollectedFeeShare * 100)}\u00a0% des frais facturés`,
        detail: `Nous interprétons «\u00a0${feeCollectionClaim}\u00a0» comme la possibilité de recouvrer jusqu’à ${Math.round(estimatorRates.feeCollection * 100)}\u00a0% des frais qui restent aujourd’hui impayés.`,
      },
      {
        term: "Une journée de travail",
        value: `${a.hoursPerWorkingDay}\u00a0heures`,
        detail: "Sert à convertir les heures gagnées en jours ouvrés.",
      },
    ],
  },
  announcement: (admin: string, reports: string, fees: string) =>
    `Estimation mise à jour\u00a0: jusqu’à ${admin}\u00a0heures de temps administratif, ${reports}\u00a0heures de préparation de rapports et ${fees} de frais de scolarité par an.`,
};
