import type { FrameworkDetail } from '@competencyhub/domain/schemas/competencies';
import { starterLibraryFor } from '@competencyhub/domain/starter-library/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCompany, signedInUser } from './factories.ts';
import { call, createTestApp, type TestApp } from './test-app.ts';

/**
 * The starter library in five languages (issue 22): a company importing it gets it in the language of
 * the person importing (decision 0043), its scale's level names included.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_IP_MAX: '1000', RATE_LIMIT_ACCOUNT_MAX: '1000' });
});
afterAll(() => t.close());

const base = '/api/v1/competency-frameworks';
const total = (locale: string) =>
  starterLibraryFor(locale).categories.reduce((sum, category) => sum + category.competencies.length, 0);

async function learningLead() {
  const company = await makeCompany(t.database, {});
  const lead = await signedInUser(t, { companyId: company.id, role: 'learning_lead' });
  return { companyId: company.id, cookie: lead.cookie };
}
const importLibrary = (cookie: string, body: Record<string, unknown>) =>
  call(t.app, 'POST', `${base}/starter-library`, { cookie, body });
const frameworkCount = async (cookie: string) =>
  (await call(t.app, 'GET', base, { cookie })).json().items.length as number;

describe('the starter library in the language of the person importing', () => {
  it('is German for de-DE: name, categories, competencies, level descriptions and level names', async () => {
    const { cookie } = await learningLead();
    const res = await importLibrary(cookie, { locale: 'de-DE' });
    expect(res.statusCode, res.body).toBe(201);
    const framework: FrameworkDetail = res.json();
    expect(framework.name).toBe('CompetencyHub-Startbibliothek');
    expect(framework.description).toMatch(
      /^Ein allgemeiner Satz von Verhaltens-, Führungs- und Fachkompetenzen/,
    );
    expect(framework.scale.levels.map((level) => level.name)).toEqual([
      'Einsteiger',
      'In Entwicklung',
      'Kompetent',
      'Fortgeschritten',
      'Experte',
    ]);
    expect(framework.scale.proficientLevel).toBe(3);
    expect(framework.categories.map((category) => category.name)).toEqual([
      'Kommunikation & Zusammenarbeit',
      'Problemlösung & Urteilsvermögen',
      'Umsetzung & Ergebnisse',
      'Führung & Personalentwicklung',
      'Kunden- & Geschäftsorientierung',
      'Digitale & Datenkompetenzen',
      'Softwareentwicklung',
      'Persönliche Wirksamkeit',
    ]);
    expect(framework.competencies).toHaveLength(67);
    const listening = framework.competencies.find((c) => c.name === 'Aktives Zuhören');
    expect(listening?.type).toBe('behavioural');
    expect(listening?.tags).toEqual(['kommunikation', 'zuhören']);
    expect(listening?.levelDescriptions[0]).toMatch(/^Hört Anweisungen und Erklärungen zu/);
    expect(framework.categories.find((category) => category.id === listening?.categoryId)?.name).toBe(
      'Kommunikation & Zusammenarbeit',
    );
    expect(framework.competencies.map((c) => c.name)).not.toContain('Active listening');
  });

  it('is US English for en-US, and when no language is sent', async () => {
    const { cookie } = await learningLead();
    for (const body of [{ locale: 'en-US' }, {}]) {
      const res = await importLibrary(cookie, body);
      expect(res.statusCode, res.body).toBe(201);
      const framework: FrameworkDetail = res.json();
      expect(framework.name).toMatch(/^CompetencyHub starter library/);
      expect(framework.scale.levels.map((level) => level.name)).toEqual([
        'Novice',
        'Developing',
        'Proficient',
        'Advanced',
        'Expert',
      ]);
      expect(framework.categories[0]?.name).toBe('Communication & Collaboration');
      expect(framework.competencies).toHaveLength(total('en-US'));
      expect(framework.competencies.map((c) => c.name)).toContain('Active listening');
    }
  });

  it.each([
    ['es-ES', 'Biblioteca inicial de CompetencyHub', 'Principiante', 'Escucha activa'],
    ['fr-FR', 'Bibliothèque de départ CompetencyHub', 'Débutant', 'Écoute active'],
    ['pt-PT', 'Biblioteca inicial do CompetencyHub', 'Principiante', 'Escuta ativa'],
  ])('is in %s for that language', async (locale, name, firstLevel, listening) => {
    const { cookie } = await learningLead();
    const res = await importLibrary(cookie, { locale });
    expect(res.statusCode, res.body).toBe(201);
    const framework: FrameworkDetail = res.json();
    expect(framework.name).toBe(name);
    expect(framework.scale.levels[0]?.name).toBe(firstLevel);
    expect(framework.competencies).toHaveLength(total(locale));
    expect(framework.competencies.map((c) => c.name)).toContain(listening);
  });

  it('refuses a language it does not ship, and imports nothing', async () => {
    const { cookie } = await learningLead();
    for (const locale of ['de', 'it-IT', 'en-GB', '<script>']) {
      const res = await importLibrary(cookie, { locale });
      expect(res.statusCode, locale).toBe(400);
      expect(res.json().errors.locale, locale).toEqual([
        'Choose one of the languages en-US, es-ES, fr-FR, de-DE, pt-PT',
      ]);
    }
    expect(await frameworkCount(cookie)).toBe(0);
  });
});

describe('a framework created by hand', () => {
  it("names its scale's levels in the creator's language, as the dialog says; US English by default", async () => {
    const { cookie } = await learningLead();
    const create = (body: Record<string, unknown>) => call(t.app, 'POST', base, { cookie, body });
    const german = await create({ name: 'Vertrieb', locale: 'de-DE' });
    expect(german.statusCode, german.body).toBe(201);
    expect((german.json() as FrameworkDetail).scale.levels.map((level) => level.name)).toEqual([
      'Einsteiger',
      'In Entwicklung',
      'Kompetent',
      'Fortgeschritten',
      'Experte',
    ]);
    const french = await create({ name: 'Ventes', locale: 'fr-FR' });
    expect((french.json() as FrameworkDetail).scale.levels.map((level) => level.name)).toEqual([
      'Débutant',
      'En progression',
      'Maîtrise',
      'Avancé',
      'Expert',
    ]);
    const english = await create({ name: 'Sales' });
    expect((english.json() as FrameworkDetail).scale.levels[0]?.name).toBe('Novice');
    const refused = await create({ name: 'Klingon', locale: 'tlh' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.locale).toEqual([
      'Choose one of the languages en-US, es-ES, fr-FR, de-DE, pt-PT',
    ]);
    expect(await frameworkCount(cookie)).toBe(3);
  });
});
