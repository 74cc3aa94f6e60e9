import { createHash } from 'node:crypto';
import { cultures, withAliases, type Culture } from '@sp/contracts';
import type { FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Encoding } from '../../platform/http/accept-encoding.js';
import { compressAsync } from '../../platform/http/compress.js';
import { allTexts } from '../../platform/localization/localizer.js';
import { SettingNames } from '../../platform/settings/definitions.js';
import type { SettingService } from '../../platform/settings/service.js';
import type { FeatureService, TenantFeatures } from '../../platform/features/service.js';
import { currentCultureDto, languageInfos, languagesMap } from './culture-info.js';

const DEFAULT_RESOURCE = 'SupplierPortal';

/**
 * Builds GET /api/abp/application-configuration (contract §2). The response is fetched on every
 * page load, login, logout and language change, so its fixed parts are encoded once per culture
 * and the per-user part once per principal, as UTF-8 bytes: a request concatenates buffers. (A
 * 40 KB string with Chinese text costs far more to measure and encode on every write.)
 */
export class ConfigurationService {
  private readonly localizationHead = new Map<Culture, Buffer>();
  private readonly emptyLocalizationHead = new Map<Culture, Buffer>();
  private readonly grantsJson = new WeakMap<ReadonlySet<string>, Buffer>();
  /** The digests of the fixed parts, so an ETag hashes a few hundred bytes, not 165 KB. */
  private readonly digests = new WeakMap<Buffer, string>();
  /**
   * The last answers, whole: joining the 190 KB of texts to the per-user part on every request cost
   * a copy and the garbage it leaves (about a third of the route's CPU). An entry is reused only
   * while every input is the very object it was made from: the principal's granted set (a new one
   * whenever the user, their roles or the grants change: PrincipalCache), the tenant's client
   * settings and features (new objects on every change: SettingService, FeatureService), and the
   * tenant's name. Bounded by bytes.
   */
  private readonly rendered = new LRUCache<string, Rendered>({
    maxSize: 8 * 1024 * 1024,
    // The body and its compressed copies once made (`bytes` sets the entry again to count them).
    sizeCalculation: (r) => r.body.length + (r.encoded.br?.length ?? 0) + (r.encoded.gzip?.length ?? 0),
  });

  constructor(
    private readonly settings: SettingService,
    private readonly features: FeatureService,
  ) {
    for (const c of cultures) {
      const base = {
        resources: {},
        languages: languageInfos,
        currentCulture: currentCultureDto(c),
        defaultResourceName: DEFAULT_RESOURCE,
        languagesMap,
        languageFilesMap: {},
      };
      const head = (values: object) =>
        Buffer.from(`{"localization":${JSON.stringify({ values, ...base })},"auth":`);
      this.localizationHead.set(c, head(allTexts(c)));
      this.emptyLocalizationHead.set(c, head({}));
    }
  }

  /**
   * The configuration's bytes and their ETag: the same user, tenant state and culture get the same
   * tag, so a client revalidates with `If-None-Match` and gets a 304 without the body.
   */
  async render(req: FastifyRequest, includeLocalization: boolean): Promise<Rendered> {
    const tenantId = req.scope.tenantId;
    const settingValues = await this.settings.clientValues(tenantId);
    const features = await this.features.of(tenantId);
    return (
      this.reusable(req, includeLocalization, settingValues, features) ??
      this.fresh(req, includeLocalization, settingValues, features)
    );
  }

  /** The answer `render` would give, when it is at hand without waiting (the usual case). */
  peek(req: FastifyRequest, includeLocalization: boolean): Rendered | undefined {
    const tenantId = req.scope.tenantId;
    const settingValues = this.settings.peekClientValues(tenantId);
    const features = this.features.peek(tenantId);
    if (!settingValues || !features) return undefined;
    return this.reusable(req, includeLocalization, settingValues, features);
  }

  /**
   * An answer's bytes in a content coding the client takes: a browser asks for brotli or gzip, and
   * the 190 KB of JSON go out as 40 KB. Compressed on the first request that takes the coding and
   * kept with the answer, so a request only sends bytes.
   */
  bytes(answer: Rendered, encoding: Encoding): Buffer | Promise<Buffer> {
    if (encoding === 'identity') return answer.body;
    const made = answer.encoded[encoding];
    if (made) return made;
    // On the thread pool: 3 ms of brotli would hold up every other request on this thread.
    return (answer.compressing[encoding] ??= compressAsync(answer.body, encoding, 'once').then(
      (bytes) => {
        answer.encoded[encoding] = bytes;
        delete answer.compressing[encoding];
        // Counted in the cache's bytes from now on, if the answer is still the one kept.
        if (this.rendered.peek(answer.key) === answer) this.rendered.set(answer.key, answer);
        return bytes;
      },
      (err: unknown) => {
        // The next request tries again rather than inheriting this failure.
        delete answer.compressing[encoding];
        throw err;
      },
    ));
  }

  /** The last answer for this user, culture and tenant, if every input is the one it was made from. */
  private reusable(
    req: FastifyRequest,
    includeLocalization: boolean,
    settingValues: Record<string, string>,
    features: TenantFeatures,
  ): Rendered | undefined {
    const hit = this.rendered.get(this.keyOf(req, includeLocalization));
    if (
      hit &&
      hit.grantsSource === (req.currentUser?.grantedPolicies ?? null) &&
      hit.settingValues === settingValues &&
      hit.features === features &&
      hit.tenantName === (req.tenant?.name ?? null) &&
      hit.tenantId === (req.tenant?.id ?? null)
    )
      return hit;
    return undefined;
  }

  private keyOf(req: FastifyRequest, includeLocalization: boolean): string {
    return `${req.culture}|${includeLocalization ? 1 : 0}|${req.scope.tenantId}|${req.currentUser?.id ?? ''}`;
  }

  private fresh(
    req: FastifyRequest,
    includeLocalization: boolean,
    settingValues: Record<string, string>,
    features: TenantFeatures,
  ): Rendered {
    const user = req.currentUser;
    const grantsSource = user?.grantedPolicies ?? null;
    const tenantName = req.tenant?.name ?? null;
    const timeZone = settingValues[SettingNames.TimeZone] ?? 'UTC';
    const head = (includeLocalization ? this.localizationHead : this.emptyLocalizationHead).get(req.culture)!;
    const currentUser = user
      ? {
          isAuthenticated: true,
          id: user.id,
          tenantId: req.tenant?.id ?? null,
          impersonatorUserId: null,
          impersonatorTenantId: null,
          userName: user.userName,
          name: user.name,
          surName: user.surname,
          email: user.email,
          emailVerified: user.emailConfirmed,
          phoneNumber: user.phoneNumber,
          phoneNumberVerified: user.phoneNumberConfirmed,
          roles: user.roles,
        }
      : anonymousUser;
    const rest = {
      setting: { values: settingValues },
      currentUser,
      features: { values: Object.fromEntries(features.values) },
      globalFeatures: { enabledFeatures: [] },
      multiTenancy: { isEnabled: true },
      currentTenant: req.tenant
        ? { id: req.tenant.id, name: req.tenant.name, isAvailable: true }
        : { id: null, name: null, isAvailable: false },
      timing: { timeZone: { iana: { timeZoneName: timeZone }, windows: { timeZoneId: timeZone } } },
      clock: { kind: 'Utc' },
      objectExtensions: { modules: {}, enums: {} },
      extraProperties: {},
    };
    const grants = this.grants(user, features);
    const tail = Buffer.from(`,${JSON.stringify(rest).slice(1)}`);
    const etag = `W/"${createHash('sha1')
      .update(this.digest(head))
      .update(this.digest(grants))
      .update(tail)
      .digest('base64url')}"`;
    const rendered: Rendered = {
      body: Buffer.concat([head, grants, tail]),
      key: this.keyOf(req, includeLocalization),
      encoded: {},
      compressing: {},
      etag,
      grantsSource,
      settingValues,
      features,
      tenantName,
      tenantId: req.tenant?.id ?? null,
    };
    this.rendered.set(rendered.key, rendered);
    return rendered;
  }

  /** A fixed part's digest, computed once per buffer (per culture, per granted set). */
  private digest(part: Buffer): string {
    let d = this.digests.get(part);
    if (!d) {
      d = createHash('sha1').update(part).digest('base64url');
      this.digests.set(part, d);
    }
    return d;
  }

  private grants(user: FastifyRequest['currentUser'], features: TenantFeatures): Buffer {
    if (!user) return noGrants;
    // The granted set is shared by every request of the user until it changes (PrincipalCache);
    // without the tenant's switched-off areas it is again one set per principal and feature state.
    const key = features.allowed(user.grantedPolicies);
    let json = this.grantsJson.get(key);
    if (!json) {
      json = Buffer.from(
        JSON.stringify({
          // A policy's aliases are granted with it: clients of other template versions check those.
          grantedPolicies: Object.fromEntries(withAliases(key).map((p) => [p, true])),
        }),
      );
      this.grantsJson.set(key, json);
    }
    return json;
  }
}

export interface Rendered {
  body: Buffer;
  /** Where the answer is kept in the cache. */
  key: string;
  /** The body compressed, per coding, once a client has asked for it (`bytes`). */
  encoded: Partial<Record<Exclude<Encoding, 'identity'>, Buffer>>;
  /** A compression under way, so that requests arriving meanwhile wait for the same one. */
  compressing: Partial<Record<Exclude<Encoding, 'identity'>, Promise<Buffer>>>;
  etag: string;
  grantsSource: ReadonlySet<string> | null;
  settingValues: Record<string, string>;
  features: TenantFeatures;
  tenantName: string | null;
  tenantId: string | null;
}

const noGrants = Buffer.from('{"grantedPolicies":{}}');

const anonymousUser = {
  isAuthenticated: false,
  id: null,
  tenantId: null,
  impersonatorUserId: null,
  impersonatorTenantId: null,
  userName: null,
  name: null,
  surName: null,
  email: null,
  emailVerified: false,
  phoneNumber: null,
  phoneNumberVerified: false,
  roles: [],
};
