/**
 * Site settings: the owner-supplied addresses and names the spec leaves as placeholders.
 * They are read once, at build time, from environment variables (see README "Settings"),
 * validated here, and baked into both the server and the browser bundles.
 *
 * The defaults are deliberately obvious samples on the reserved `.example` domain:
 * a launched site overrides every one of them.
 */
export interface SocialLink {
  /** Which network, for the icon and the accessible name. */
  network: 'professional' | 'photo' | 'x';
  label: string;
  url: string;
  /** True while the owner has not set this profile's variable: the link is a sample and public builds hide it. */
  sample: boolean;
}

/**
 * The company behind the site, as a reader may want to check it: its legal name, its address and, where one
 * applies, its licence or registration. Shown in the footer and on About once the owner sets it.
 */
export interface CompanyDetails {
  legalName: string;
  /** The address, one line per entry. */
  address: string[];
  /** A licence or registration where one applies ("California Secretary of State no. ..."); null when not set. */
  registration: string | null;
  /** True while the owner has not set the company's variables: public builds hide the block. */
  sample: boolean;
}

export interface SiteSettings {
  /** Public origin of the site, used for canonical URLs, Open Graph and the sitemap. */
  siteUrl: string;
  /** DYC_SITE_URL is unset (the `.example` sample): what must name this site's address is written in the browser. */
  siteUrlIsSample: boolean;
  contactEmail: string;
  operatorAppUrl: string;
  newsletterUrl: string;
  social: SocialLink[];
  /** Origin (and optional path) of the quiz API; empty means the site's own origin. */
  apiBaseUrl: string;
  /** Where the home page's effects video files live (the owner hosts them in cloud storage). */
  effectsVideoBaseUrl: string;
  quizProductName: string;
  testingLabName: string;
  company: CompanyDetails;
  /** The contact address is still the `.example` sample: public builds do not print it. */
  contactEmailIsSample: boolean;
  /** The operator app's address is still the sample: public builds have no "Log in". */
  operatorAppUrlIsSample: boolean;
  /** The newsletter's address is still the sample: public builds have no "Subscribe". */
  newsletterUrlIsSample: boolean;
  /** DYC_SHOW_SAMPLES=true: a review build that shows sample entries with a "sample" badge. */
  showSamples: boolean;
}

export const settingEnvironmentNames = {
  siteUrl: 'DYC_SITE_URL',
  contactEmail: 'DYC_CONTACT_EMAIL',
  operatorAppUrl: 'DYC_OPERATOR_APP_URL',
  newsletterUrl: 'DYC_NEWSLETTER_URL',
  professionalNetworkUrl: 'DYC_SOCIAL_PROFESSIONAL_URL',
  photoNetworkUrl: 'DYC_SOCIAL_PHOTO_URL',
  xUrl: 'DYC_SOCIAL_X_URL',
  apiBaseUrl: 'DYC_API_BASE_URL',
  effectsVideoBaseUrl: 'DYC_EFFECTS_VIDEO_BASE_URL',
  quizProductName: 'DYC_QUIZ_PRODUCT_NAME',
  testingLabName: 'DYC_TESTING_LAB_NAME',
  companyLegalName: 'DYC_COMPANY_LEGAL_NAME',
  companyAddress: 'DYC_COMPANY_ADDRESS',
  companyRegistration: 'DYC_COMPANY_REGISTRATION',
  showSamples: 'DYC_SHOW_SAMPLES',
} as const;

type SettingKey = Exclude<keyof typeof settingEnvironmentNames, 'showSamples'>;

/** Where DYC_COMPANY_ADDRESS breaks into lines: a new line, or a semicolon (one line in a deploy's settings). */
const ADDRESS_LINE_BREAK = /[\n;]/;

const sampleDefaults: Record<SettingKey, string> = {
  // A sample, like the others: a deploy sets DYC_SITE_URL, or every canonical link names this domain.
  siteUrl: 'https://discoveryourcolor.example',
  contactEmail: 'hello@discoveryourcolor.example',
  operatorAppUrl: 'https://app.discoveryourcolor.example/login',
  newsletterUrl: 'https://newsletter.discoveryourcolor.example/subscribe',
  professionalNetworkUrl: 'https://professional-network.example/discoveryourcolor',
  photoNetworkUrl: 'https://photo-network.example/discoveryourcolor',
  xUrl: 'https://x.com/discoveryourcolor.example',
  apiBaseUrl: '',
  effectsVideoBaseUrl: '/media/video',
  quizProductName: 'Find Your Color',
  testingLabName: 'our partner testing lab',
  // Obvious samples, shown only in development and review builds (with a "Sample" badge).
  companyLegalName: 'Sample Company Name, Inc.',
  companyAddress: '100 Sample Street; Sample City, CA 00000',
  companyRegistration: 'Registration no. SAMPLE-000000',
};

export class SettingsError extends Error {
  constructor(variable: string, problem: string) {
    super(`Setting ${variable} ${problem}`);
    this.name = 'SettingsError';
  }
}

const emailPattern = /^[^\s@<>"]+@[^\s"<>@][^\s".<>@]*\.[^\s"<>@]+$/;

function absoluteHttpUrl(variable: string, value: string): string {
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new SettingsError(variable, `must be an absolute http(s) URL, got "${value}"`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new SettingsError(variable, `must use http or https, got "${parsed.protocol}"`);
  }
  return value;
}

function withoutTrailingSlash(value: string): string {
  return value.replace(/(?<!\/)\/+$/, '');
}

function readShowSamples(value: string | undefined): boolean {
  const flag = value?.trim().toLowerCase() ?? '';
  if (flag === '' || flag === 'false') return false;
  if (flag === 'true') return true;
  throw new SettingsError(settingEnvironmentNames.showSamples, `must be "true" or "false", got "${value}"`);
}

/** Reads and validates every setting; throws a SettingsError naming the variable at fault. */
export function readBuildSettings(env: Record<string, string | undefined>): SiteSettings {
  const raw = (key: SettingKey): string => {
    const value = env[settingEnvironmentNames[key]]?.trim();
    return value ? value : sampleDefaults[key];
  };
  const url = (key: SettingKey) => absoluteHttpUrl(settingEnvironmentNames[key], raw(key));
  const isSample = (key: SettingKey) => raw(key) === sampleDefaults[key];

  const contactEmail = raw('contactEmail');
  if (!emailPattern.test(contactEmail)) {
    throw new SettingsError(settingEnvironmentNames.contactEmail, `must be an e-mail address, got "${contactEmail}"`);
  }

  const apiBaseUrl = raw('apiBaseUrl');
  if (apiBaseUrl) absoluteHttpUrl(settingEnvironmentNames.apiBaseUrl, apiBaseUrl);

  const company = readCompany(env);

  const effectsVideoBaseUrl = raw('effectsVideoBaseUrl');
  if (!effectsVideoBaseUrl.startsWith('/')) {
    absoluteHttpUrl(settingEnvironmentNames.effectsVideoBaseUrl, effectsVideoBaseUrl);
  }

  return {
    siteUrl: withoutTrailingSlash(url('siteUrl')),
    siteUrlIsSample: isSample('siteUrl'),
    contactEmail,
    operatorAppUrl: url('operatorAppUrl'),
    newsletterUrl: url('newsletterUrl'),
    social: [
      {
        network: 'professional',
        label: 'DYC on the professional network',
        url: url('professionalNetworkUrl'),
        sample: isSample('professionalNetworkUrl'),
      },
      {
        network: 'photo',
        label: 'DYC on the photo network',
        url: url('photoNetworkUrl'),
        sample: isSample('photoNetworkUrl'),
      },
      { network: 'x', label: 'DYC on X', url: url('xUrl'), sample: isSample('xUrl') },
    ],
    apiBaseUrl: withoutTrailingSlash(apiBaseUrl),
    effectsVideoBaseUrl: withoutTrailingSlash(effectsVideoBaseUrl),
    quizProductName: raw('quizProductName'),
    testingLabName: raw('testingLabName'),
    company,
    contactEmailIsSample: isSample('contactEmail'),
    operatorAppUrlIsSample: isSample('operatorAppUrl'),
    newsletterUrlIsSample: isSample('newsletterUrl'),
    showSamples: readShowSamples(env[settingEnvironmentNames.showSamples]),
  };
}

/**
 * The company block: all samples until the owner sets the legal name and the address (both, or the build stops
 * naming the one missing); the registration is optional, since not every business has one to print.
 */
function readCompany(env: Record<string, string | undefined>): CompanyDetails {
  const names = settingEnvironmentNames;
  const given = (variable: string) => env[variable]?.trim() || null;
  const legalName = given(names.companyLegalName);
  const address = given(names.companyAddress);
  const registration = given(names.companyRegistration);
  const lines = (value: string) =>
    value
      .split(ADDRESS_LINE_BREAK)
      .map((line) => line.trim())
      .filter(Boolean);
  if (!legalName && !address) {
    if (registration)
      throw new SettingsError(
        names.companyRegistration,
        `needs ${names.companyLegalName} and ${names.companyAddress} too`,
      );
    return {
      legalName: sampleDefaults.companyLegalName,
      address: lines(sampleDefaults.companyAddress),
      registration: sampleDefaults.companyRegistration,
      sample: true,
    };
  }
  if (!legalName) throw new SettingsError(names.companyLegalName, `must be set with ${names.companyAddress}`);
  if (!address) throw new SettingsError(names.companyAddress, `must be set with ${names.companyLegalName}`);
  return { legalName, address: lines(address), registration, sample: false };
}

/** The company block as a build prints it: null while it is the sample and samples are not shown. */
export function publishedCompany(settings: SiteSettings, showSamples: boolean): CompanyDetails | null {
  return settings.company.sample && !showSamples ? null : settings.company;
}

/** The addresses a page may link to: each null while it is still a sample and samples are not shown. */
export interface PublishedLinks {
  contactEmail: string | null;
  operatorAppUrl: string | null;
  newsletterUrl: string | null;
}

/**
 * What a build prints of the owner's addresses. A sample address in a public build would send a reader to a domain
 * nobody answers on (the reserved `.example`), so the link that needs it is left out until the owner sets it.
 */
export function publishedLinks(settings: SiteSettings, showSamples: boolean): PublishedLinks {
  const unlessSample = (value: string, sample: boolean) => (sample && !showSamples ? null : value);
  return {
    contactEmail: unlessSample(settings.contactEmail, settings.contactEmailIsSample),
    operatorAppUrl: unlessSample(settings.operatorAppUrl, settings.operatorAppUrlIsSample),
    newsletterUrl: unlessSample(settings.newsletterUrl, settings.newsletterUrlIsSample),
  };
}

/** The origin of an absolute URL, or null for a same-origin (relative or empty) one. */
export function originOf(value: string): string | null {
  if (!value || value.startsWith('/')) return null;
  return new URL(value).origin;
}
