/**
 * The Creators API answers this provider reads, checked with zod.
 *
 * Amazon's Creators API (https://affiliate-program.amazon.com/creatorsapi/docs/en-us/introduction)
 * replaced the Product Advertising API 5.0 and kept its operations and resources, renamed to
 * lowerCamelCase: `POST {base}/catalog/v1/searchItems` answers `searchResult.items[]`,
 * `POST {base}/catalog/v1/getItems` answers `itemsResult.items[]` (plus `errors[]` for ids it
 * could not return). An item carries `asin`, `detailPageURL`, `itemInfo.title.displayValue`,
 * `images.primary.large.url`, `offersV2.listings[].price.money.{amount,currency}` and
 * `customerReviews.{starRating.value,count}`; the matcher's evidence comes from
 * `itemInfo.byLineInfo.{brand,manufacturer}`, `itemInfo.manufactureInfo.{model,itemPartNumber}`,
 * `itemInfo.classifications.{productGroup,binding}` (each a `{displayValue, label, locale}` attribute),
 * `itemInfo.externalIds.{eans,upcs,isbns}.displayValues[]`, `itemInfo.productInfo.{color,size,unitCount}`,
 * `parentASIN`, `variationAttributes[].{name,value}`, `offersV2.listings[].condition.{value,subCondition}`
 * and `browseNodeInfo.browseNodes[].{displayName,contextFreeName}` (PA-API 5.0's ItemInfo and
 * BrowseNodeInfo resources, lowerCamelCased; the API answers `null` or leaves out any of them
 * for an item it has no value for, so every one is optional here). Amazon's reference pages sit behind the Associates
 * login, so these shapes follow the public SDKs built from them (Amazon's own Python SDK
 * `creatorsapi_python_sdk` and the clients around it); what they leave open is assumed from
 * PA-API 5.0 and said where it is used.
 */
import { z } from "zod";

/** RFC 6749 section 5.1; LWA and Cognito both answer this for client credentials. */
export const tokenResponse = z.object({
  access_token: z.string().min(1),
  token_type: z.string().optional(),
  /** Seconds; both services give one, 3600 when absent (their documented lifetime). */
  expires_in: z.number().positive().optional(),
});

/** RFC 6749 section 5.2. */
export const tokenError = z.object({ error: z.string(), error_description: z.string().optional() });

const imageSize = z.object({ url: z.string() });

/**
 * One ItemInfo attribute. Tolerant on purpose: an attribute that is missing, null or not the
 * documented shape reads as absent instead of failing the whole answer (it is only evidence).
 */
const attribute = z
  .object({ displayValue: z.string() })
  .nullish()
  .catch(null)
  .transform((a) => a?.displayValue.trim() || undefined);

/** A multi-valued attribute (`externalIds.eans` …): its `displayValues`, or none when odd or absent. */
const multiValued = z
  .object({ displayValues: z.array(z.string()) })
  .nullish()
  .catch(null)
  .transform((a) => (a?.displayValues ?? []).map((v) => v.trim()).filter(Boolean));

/** A single integer attribute (`productInfo.unitCount`). */
const integerAttribute = z
  .object({ displayValue: z.number().int() })
  .nullish()
  .catch(null)
  .transform((a) => a?.displayValue);

const browseNode = z.object({ displayName: z.string().nullish(), contextFreeName: z.string().nullish() });

export const item = z.object({
  asin: z.string(),
  detailPageURL: z.string(),
  itemInfo: z
    .object({
      title: z.object({ displayValue: z.string() }).nullish(),
      byLineInfo: z.object({ brand: attribute, manufacturer: attribute }).nullish().catch(null),
      manufactureInfo: z.object({ model: attribute, itemPartNumber: attribute }).nullish().catch(null),
      classifications: z.object({ productGroup: attribute, binding: attribute }).nullish().catch(null),
      externalIds: z.object({ eans: multiValued, upcs: multiValued, isbns: multiValued }).nullish().catch(null),
      productInfo: z.object({ color: attribute, size: attribute, unitCount: integerAttribute }).nullish().catch(null),
    })
    .nullish(),
  /** The variation family's parent (resource `parentASIN`). */
  parentASIN: z.string().nullish().catch(null),
  /** What this child of its family is: [{name: "color", value: "Black"}]; a malformed entry is dropped. */
  variationAttributes: z
    .array(z.object({ name: z.string(), value: z.string() }).nullable().catch(null))
    .nullish()
    .catch(null),
  browseNodeInfo: z
    .object({ browseNodes: z.array(browseNode).nullish() })
    .nullish()
    .catch(null),
  images: z.object({ primary: z.object({ large: imageSize.nullish(), medium: imageSize.nullish() }).nullish() }).nullish(),
  offersV2: z
    .object({
      listings: z
        .array(
          z.object({
            price: z.object({ money: z.object({ amount: z.number(), currency: z.string() }).nullish() }).nullish(),
            isBuyBoxWinner: z.boolean().nullish(),
            condition: z.object({ value: z.string().nullish(), subCondition: z.string().nullish() }).nullish().catch(null),
          }),
        )
        .nullish(),
    })
    .nullish(),
  customerReviews: z.object({ count: z.number().int().nullish(), starRating: z.object({ value: z.number() }).nullish() }).nullish(),
});
export type CreatorsItem = z.infer<typeof item>;

const problem = z.object({ code: z.string().nullish(), reason: z.string().nullish(), message: z.string().nullish() });

export const searchItemsResponse = z.object({
  searchResult: z.object({ items: z.array(item).default([]) }).nullish(),
  errors: z.array(problem).nullish(),
});

export const getItemsResponse = z.object({
  itemsResult: z.object({ items: z.array(item).default([]) }).nullish(),
  errors: z.array(problem).nullish(),
});

/** An error answer: the problem itself, or (PA-API 5.0's habit) a list of them. */
export const errorBody = problem.extend({ errors: z.array(problem).nullish() });
