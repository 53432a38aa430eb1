/**
 * The Drizzle schema: the single source of truth for the D1 database.
 * `npm run db:generate` turns changes here into SQL files in migrations/.
 *
 * Conventions
 * - Timestamps are ISO-8601 UTC strings written by the code (`now()` below), so they sort
 *   correctly as text and travel through JSON unchanged.
 * - Booleans are SQLite integers (0/1) mapped to `boolean` by Drizzle.
 * - Child rows (images, documents, assignments, meetings, ...) cascade with their project.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { INQUIRY_STATUS_VALUES } from "../../src/shared/admin-inquiries";
import type { ImageVariant } from "../../src/shared/api-types";
import { ROLES } from "../../src/shared/auth";
import { DOCUMENT_SOURCES, STORED_DOCUMENT_CATEGORIES } from "../../src/shared/documents";
import { ORDER_STATUSES, PAYMENT_REFUND_STATUSES } from "../../src/shared/order";
import { PIN_AUTHOR_KINDS, PIN_STATUSES } from "../../src/shared/pins";
import { FEEDBACK_STATUSES } from "../../src/shared/portal";
import { PRODUCT_STATUSES } from "../../src/shared/product";
import { IMAGE_LAYOUTS, PROJECT_STATUSES } from "../../src/shared/project";
import { SIGNED_COPY_MODES } from "../../src/shared/proposals";
import {
  APPROVAL_RULES,
  SELECTION_DECISIONS,
  SELECTION_SOURCES,
  SELECTION_STATUSES,
  type SelectionChange,
} from "../../src/shared/selections";
import { SELECTION_INVOICE_STATUSES } from "../../src/shared/selections-invoices";
// The value lists of the enum columns are the SPA's too: written once, in src/shared/.
import { OUTBOX_STATUSES } from "../../src/shared/setup";

export const now = () => new Date().toISOString();

/** SQL default too, so rows written outside Drizzle (wrangler d1 execute, restores) get one. */
const sqlNow = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
const createdAt = () => text("created_at").notNull().default(sqlNow).$defaultFn(now);
const updatedAt = () => text("updated_at").notNull().default(sqlNow).$defaultFn(now).$onUpdateFn(now);

export type { ImageVariant };

// ---------------------------------------------------------------------------------------------
// People and sessions
// ---------------------------------------------------------------------------------------------

export const users = sqliteTable("users", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  email: text("email").notNull().unique(),
  firstName: text("first_name"),
  lastName: text("last_name"),
  profileImageUrl: text("profile_image_url"),
  role: text("role", { enum: ROLES }).notNull().default("client"),
  /** SPEC field kept for compatibility; assignments live in project_clients. */
  projectId: integer("project_id"),
  lastSignInAt: text("last_sign_in_at"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A user's identity at a sign-in provider (provider + subject identify the person). */
export const oauthAccounts = sqliteTable(
  "oauth_accounts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    subject: text("subject").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("oauth_accounts_provider_subject").on(t.provider, t.subject),
    index("oauth_accounts_user").on(t.userId),
  ],
);

/**
 * Sessions (SPEC: sid, sess, expire). `sid` is the SHA-256 of the cookie's random token, so a
 * leaked table signs no one in. `expire` is the idle expiry, `absoluteExpire` the hard limit.
 */
export const sessions = sqliteTable(
  "sessions",
  {
    sid: text("sid").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** JSON: non-secret session data (user agent, provider). */
    sess: text("sess").notNull().default("{}"),
    expire: text("expire").notNull(),
    absoluteExpire: text("absolute_expire").notNull(),
    createdAt: createdAt(),
    lastSeenAt: text("last_seen_at").notNull().default(sqlNow).$defaultFn(now),
  },
  (t) => [index("sessions_user").on(t.userId), index("sessions_expire").on(t.expire)],
);

// ---------------------------------------------------------------------------------------------
// Projects
// ---------------------------------------------------------------------------------------------

export const projects = sqliteTable(
  "projects",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    title: text("title").notNull(),
    clientProjectName: text("client_project_name").notNull().default(""),
    portfolioTitle: text("portfolio_title"),
    description: text("description").notNull().default(""),
    category: text("category").notNull().default("Living Room"),
    year: integer("year"),
    location: text("location"),
    projectAddress: text("project_address"),
    coverImageUrl: text("cover_image_url"),
    /** The admin's 'Publish to Portfolio' switch: the only thing that makes a project public. */
    published: integer("published", { mode: "boolean" }).notNull().default(false),
    /**
     * The private client link (SPEC: clientAccessToken). The token itself is never stored in
     * clear: lookups use its SHA-256 hash, and an AES-GCM ciphertext (key from APP_SECRET) lets
     * the admin copy the link again. See docs/decisions/0003-client-links.md.
     */
    accessTokenHash: text("access_token_hash").unique(),
    accessTokenCiphertext: text("access_token_ciphertext"),
    accessTokenCreatedAt: text("access_token_created_at"),
    accessTokenExpiresAt: text("access_token_expires_at"),
    accessTokenLastUsedAt: text("access_token_last_used_at"),
    clientContact1Name: text("client_contact1_name"),
    clientContact1Email: text("client_contact1_email"),
    clientContact1Phone: text("client_contact1_phone"),
    clientContact2Name: text("client_contact2_name"),
    clientContact2Email: text("client_contact2_email"),
    clientContact2Phone: text("client_contact2_phone"),
    socialMediaName: text("social_media_name"),
    clientName: text("client_name"),
    clientEmail: text("client_email"),
    clientPhone: text("client_phone"),
    clientUserId: integer("client_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    createdByUserId: integer("created_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    isCompleted: integer("is_completed", { mode: "boolean" }).notNull().default(false),
    isPortfolioItem: integer("is_portfolio_item", { mode: "boolean" }).notNull().default(false),
    /** Workflow label (SPEC: default published in the data schema, draft in the admin form). */
    status: text("status", { enum: PROJECT_STATUSES }).notNull().default("published"),
    featured: integer("featured", { mode: "boolean" }).notNull().default(false),
    /** Portfolio order; null counts as 999 (SPEC section 9). */
    sortOrder: integer("sort_order").default(0),
    /**
     * Archived (issue 25): hidden from the admin's default list, the portal and the public site,
     * kept with its signed records; null while active. Migration 0009 (hand-written triggers)
     * refuses publishing an archived project and deleting one with signed or paid records.
     */
    archivedAt: text("archived_at"),
    /** Whether it was published when archived: Restore puts it back in the portfolio. */
    archivedPublished: integer("archived_published", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("projects_published_order").on(t.published, t.sortOrder),
    index("projects_client_user").on(t.clientUserId),
  ],
);

export const projectImages = sqliteTable(
  "project_images",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    /** Public URL of the default (largest web) variant, e.g. /media/ab12…-1600.webp */
    imagePath: text("image_path").notNull(),
    /** JSON ImageVariant[]: every stored size, for srcset. */
    variants: text("variants", { mode: "json" }).$type<ImageVariant[]>().notNull().default(sql`'[]'`),
    width: integer("width"),
    height: integer("height"),
    altText: text("alt_text"),
    caption: text("caption"),
    isHero: integer("is_hero", { mode: "boolean" }).notNull().default(false),
    sortOrder: integer("sort_order").notNull().default(0),
    /** Gallery layout choice: auto (by orientation), single (stands alone) or pair. */
    layout: text("layout", { enum: IMAGE_LAYOUTS }).notNull().default("auto"),
    createdAt: createdAt(),
  },
  (t) => [index("project_images_project").on(t.projectId, t.sortOrder)],
);

// ---------------------------------------------------------------------------------------------
// Documents and client files
// ---------------------------------------------------------------------------------------------

export const documents = sqliteTable(
  "documents",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description"),
    category: text("category", { enum: STORED_DOCUMENT_CATEGORIES }).notNull(),
    /** API path that serves the file (never a public R2 URL). */
    fileUrl: text("file_url"),
    fileName: text("file_name").notNull(),
    fileSize: integer("file_size").notNull().default(0),
    mimeType: text("mime_type").notNull(),
    /** R2 key chosen by the server. */
    objectPath: text("object_path").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    /** studio (uploaded by the admin) or client (sent from the portal). */
    source: text("source", { enum: DOCUMENT_SOURCES }).notNull().default("studio"),
    uploadedByUserId: integer("uploaded_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    /** Versioning: the first document of a chain; null for the first version itself. */
    replacesDocumentId: integer("replaces_document_id"),
    /** Set when a newer version replaced this one; null means current. */
    supersededAt: text("superseded_at"),
    lastViewedAt: text("last_viewed_at"),
    lastDownloadedAt: text("last_downloaded_at"),
    /**
     * A PDF's page count, read at registration from byte ranges of the stored object (issue 25,
     * worker/lib/pdf-pages.ts); null for other types, or until first needed (filled then).
     */
    pageCount: integer("page_count"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("documents_project").on(t.projectId, t.category),
    uniqueIndex("documents_object").on(t.objectPath),
  ],
);

/** Client feedback on a document (Approved / Needs changes, with a comment). Latest wins. */
export const documentFeedback = sqliteTable(
  "document_feedback",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    documentId: integer("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    status: text("status", { enum: FEEDBACK_STATUSES }).notNull(),
    comment: text("comment"),
    authorName: text("author_name"),
    authorUserId: integer("author_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("document_feedback_document").on(t.documentId, t.createdAt)],
);

/**
 * A pin on a point of a document (issue 19); its messages are documentPinMessages. The tables keep
 * their first names (`document_threads`, `document_thread_messages`, `thread_id`): the code says
 * pin everywhere (issue 27, decision 0011), the database is not renamed. `documentId` is the
 * version the pin is on now: an open pin moves to a new version when the studio uploads one
 * (resolved ones stay with theirs); `originDocumentId` is the version it was placed on. `chainId`
 * is the first version of the document, so the number stays the pin's name across versions.
 *
 * A pin's target (issue 29 item 2, migration 0019, decision 0011 "Targets") is a document chain
 * (documentId, originDocumentId, chainId) or a selection piece's photo (selectionItemId and the
 * photo's address, as in the piece's `photos`), never both (the `document_threads_target` check).
 * Chosen over a separate target table: a pin on a photo has no document, so `document_id` had to
 * lose its NOT NULL either way (a table rebuild); with the target in the row, every rule that
 * reads a pin (replies, status, the digest's "told" mark, privacy) stays one query on one table.
 * A photo pin's number is the next one on its piece (all its photos), as a document's is on its chain.
 */
export const documentPins = sqliteTable(
  "document_threads",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    documentId: integer("document_id").references(() => documents.id, { onDelete: "cascade" }),
    originDocumentId: integer("origin_document_id"),
    chainId: integer("chain_id"),
    number: integer("number").notNull(),
    page: integer("page").notNull(),
    x: real("x").notNull(),
    y: real("y").notNull(),
    status: text("status", { enum: PIN_STATUSES }).notNull().default("open"),
    resolvedAt: text("resolved_at"),
    /** The studio has been e-mailed about this pin (new pins are batched per document). */
    studioNotifiedAt: text("studio_notified_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    selectionItemId: integer("selection_item_id").references(() => selectionItems.id, {
      onDelete: "cascade",
    }),
    photo: text("photo"),
  },
  (t) => [
    index("document_threads_document").on(t.documentId, t.status),
    uniqueIndex("document_threads_number").on(t.chainId, t.number),
    index("document_threads_item").on(t.selectionItemId, t.photo, t.status),
    uniqueIndex("document_threads_item_number").on(t.selectionItemId, t.number),
    check(
      "document_threads_point",
      sql`${t.x} >= 0 AND ${t.x} <= 1 AND ${t.y} >= 0 AND ${t.y} <= 1 AND ${t.page} >= 1`,
    ),
    check(
      "document_threads_target",
      sql`(${t.documentId} IS NOT NULL AND ${t.originDocumentId} IS NOT NULL AND ${t.chainId} IS NOT NULL AND ${t.selectionItemId} IS NULL AND ${t.photo} IS NULL) OR (${t.documentId} IS NULL AND ${t.originDocumentId} IS NULL AND ${t.chainId} IS NULL AND ${t.selectionItemId} IS NOT NULL AND ${t.photo} IS NOT NULL)`,
    ),
  ],
);

/** The messages on a pin: the first was placed with it, the others are replies. */
export const documentPinMessages = sqliteTable(
  "document_thread_messages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    pinId: integer("thread_id")
      .notNull()
      .references(() => documentPins.id, { onDelete: "cascade" }),
    authorKind: text("author_kind", { enum: PIN_AUTHOR_KINDS }).notNull(),
    authorName: text("author_name").notNull(),
    authorUserId: integer("author_user_id").references(() => users.id, { onDelete: "set null" }),
    text: text("text").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("document_thread_messages_thread").on(t.pinId, t.id),
    index("document_thread_messages_author").on(t.authorUserId),
  ],
);

/** When the studio was last e-mailed about new pins on a document chain: one e-mail per 10 minutes. */
export const pinDigests = sqliteTable("pin_digests", {
  chainId: integer("chain_id").primaryKey(),
  lastSentAt: text("last_sent_at").notNull(),
});

/** The same for a selection piece's photo pins (issue 29 item 2): one e-mail per piece per 10 minutes. */
export const selectionPinDigests = sqliteTable("selection_pin_digests", {
  itemId: integer("item_id")
    .primaryKey()
    .references(() => selectionItems.id, { onDelete: "cascade" }),
  lastSentAt: text("last_sent_at").notNull(),
});

/**
 * A signed upload URL issued by the Worker. The object key is chosen here; the complete call is
 * accepted only for a reservation whose bytes really arrived (uploadedAt set).
 */
export const uploadReservations = sqliteTable(
  "upload_reservations",
  {
    id: text("id").primaryKey(),
    objectKey: text("object_key").notNull().unique(),
    purpose: text("purpose", {
      enum: ["document", "client_upload", "project_image", "product_image", "brand_asset", "selection_photo"],
    }).notNull(),
    projectId: integer("project_id").references(() => projects.id, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    mimeType: text("mime_type").notNull(),
    declaredSize: integer("declared_size").notNull(),
    maxSize: integer("max_size").notNull(),
    createdByUserId: integer("created_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    expiresAt: text("expires_at").notNull(),
    uploadedAt: text("uploaded_at"),
    uploadedSize: integer("uploaded_size"),
    completedAt: text("completed_at"),
    createdAt: createdAt(),
  },
  (t) => [index("upload_reservations_expires").on(t.expiresAt)],
);

// ---------------------------------------------------------------------------------------------
// Clients, meetings, inquiries
// ---------------------------------------------------------------------------------------------

export const projectClients = sqliteTable(
  "project_clients",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    clientName: text("client_name").notNull(),
    clientEmail: text("client_email").notNull(),
    clientPhone: text("client_phone"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("project_clients_project_user").on(t.projectId, t.userId),
    index("project_clients_user").on(t.userId),
  ],
);

/**
 * An invitation to a project by e-mail, for a person who has not signed in yet. It is e-mailed to
 * the invitee (sentAt, sendCount; the admin may resend) and becomes an assignment at their first
 * sign-in, which marks it accepted (acceptedAt, acceptedByUserId) and keeps it as the record.
 */
export const clientInvitations = sqliteTable(
  "client_invitations",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    createdByUserId: integer("created_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    createdAt: createdAt(),
    /** When the invitation e-mail was last handed to the mailer (sent, or kept in the outbox). */
    sentAt: text("sent_at"),
    sendCount: integer("send_count").notNull().default(0),
    /** Set by the sign-in that turned the invitation into an assignment. */
    acceptedAt: text("accepted_at"),
    acceptedByUserId: integer("accepted_by_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
  },
  (t) => [
    uniqueIndex("client_invitations_project_email").on(t.projectId, t.email),
    index("client_invitations_email").on(t.email),
  ],
);

export const meetings = sqliteTable(
  "meetings",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    /** ISO-8601 UTC instant. */
    scheduledFor: text("scheduled_for").notNull(),
    durationMinutes: integer("duration_minutes").notNull().default(60),
    notes: text("notes"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("meetings_scheduled").on(t.scheduledFor),
    index("meetings_project").on(t.projectId, t.scheduledFor),
  ],
);

export const projectInquiries = sqliteTable(
  "project_inquiries",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    projectType: text("project_type").notNull(),
    budget: text("budget").notNull(),
    timeline: text("timeline").notNull(),
    message: text("message").notNull(),
    status: text("status", { enum: INQUIRY_STATUS_VALUES }).notNull().default("new"),
    convertedProjectId: integer("converted_project_id").references(() => projects.id, {
      onDelete: "set null",
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("project_inquiries_created").on(t.createdAt),
    index("project_inquiries_status").on(t.status),
    index("project_inquiries_email").on(t.email),
  ],
);

// ---------------------------------------------------------------------------------------------
// Shop
// ---------------------------------------------------------------------------------------------

export const products = sqliteTable(
  "products",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique(),
    description: text("description").notNull().default(""),
    category: text("category").notNull().default(""),
    priceCents: integer("price_cents").notNull(),
    currency: text("currency").notNull().default("usd"),
    /** Units available to sell now (reservations at checkout already subtracted). */
    stock: integer("stock").notNull().default(0),
    status: text("status", { enum: PRODUCT_STATUSES }).notNull().default("draft"),
    coverImageUrl: text("cover_image_url"),
    coverImageVariants: text("cover_image_variants", { mode: "json" })
      .$type<ImageVariant[]>()
      .notNull()
      .default(sql`'[]'`),
    sortOrder: integer("sort_order").notNull().default(0),
    featured: integer("featured", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("products_status_order").on(t.status, t.sortOrder),
    // Stock can never go negative, whatever races happen: the database refuses it.
    check("products_stock_non_negative", sql`${t.stock} >= 0`),
    check("products_price_non_negative", sql`${t.priceCents} >= 0`),
  ],
);

export const productImages = sqliteTable(
  "product_images",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    imageUrl: text("image_url").notNull(),
    variants: text("variants", { mode: "json" }).$type<ImageVariant[]>().notNull().default(sql`'[]'`),
    width: integer("width"),
    height: integer("height"),
    altText: text("alt_text"),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("product_images_product").on(t.productId, t.sortOrder)],
);

export const orders = sqliteTable(
  "orders",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** created → paid | expired | cancelled; paid → fulfilled | refunded */
    status: text("status", { enum: ORDER_STATUSES }).notNull().default("created"),
    email: text("email"),
    totalCents: integer("total_cents").notNull(),
    currency: text("currency").notNull().default("usd"),
    stripeSessionId: text("stripe_session_id").unique(),
    /** Random reference the success page uses to show this order without a sign-in. */
    publicRef: text("public_ref").unique(),
    paidAt: text("paid_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("orders_status_created").on(t.status, t.createdAt)],
);

export const orderItems = sqliteTable(
  "order_items",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    titleSnapshot: text("title_snapshot").notNull(),
    unitPriceCents: integer("unit_price_cents").notNull(),
    quantity: integer("quantity").notNull().default(1),
  },
  (t) => [index("order_items_order").on(t.orderId)],
);

/** Stripe webhook events already processed: recorded in the same batch as their effect. */
export const stripeEvents = sqliteTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  processedAt: text("processed_at").notNull().default(sqlNow).$defaultFn(now),
});

/**
 * One claimed start of a Stripe Checkout (issue 25): a shop cart or a proposal deposit. At most one
 * attempt per scope is open (the partial unique index), so callers arriving together insert once:
 * the one whose insert lands opens the session (its Idempotency-Key is derived from this row's id),
 * the others answer with the same session's URL once it is stored. See
 * worker/shop/checkout-once.ts and docs/decisions/0006-checkout-and-stock.md.
 * No foreign keys: the row is a record of money about to move, kept whatever happens to the order.
 */
export const checkoutAttempts = sqliteTable(
  "checkout_attempts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** `deposit:<requestId>` or `cart:<sha-256 of the client's checkout key and the lines>`. */
    scope: text("scope").notNull(),
    /** open → closed (lapsed, failed, or its order/payment no longer awaits payment). */
    status: text("status", { enum: ["open", "closed"] })
      .notNull()
      .default("open"),
    orderId: integer("order_id"),
    paymentId: integer("payment_id"),
    stripeSessionId: text("stripe_session_id"),
    checkoutUrl: text("checkout_url"),
    /** Until when a new start with the same scope gets this attempt's session. */
    reuseUntil: text("reuse_until").notNull(),
    createdAt: createdAt(),
    closedAt: text("closed_at"),
  },
  (t) => [
    uniqueIndex("checkout_attempts_open_scope").on(t.scope).where(sql`${t.status} = 'open'`),
    index("checkout_attempts_order").on(t.orderId),
    index("checkout_attempts_payment").on(t.paymentId),
  ],
);

/**
 * A payment that arrived for something already paid (or no longer held), refunded through Stripe's
 * Refunds API (issue 25). One row per paid Checkout Session at most (the unique index), written
 * before Stripe is asked, so a replayed event can never refund twice; a refund Stripe did not
 * confirm stays `pending` and the hourly job asks again with the same Idempotency-Key.
 * No foreign keys: a record of money, kept after its order or request is gone.
 */
export const paymentRefunds = sqliteTable(
  "payment_refunds",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind", { enum: ["order", "deposit", "invoice"] }).notNull(),
    orderId: integer("order_id"),
    requestId: integer("request_id"),
    paymentId: integer("payment_id"),
    /** For people: `shop order #12` or `the deposit for "Design Fee Proposal"`. */
    label: text("label").notNull(),
    stripeSessionId: text("stripe_session_id").notNull(),
    paymentIntentId: text("payment_intent_id"),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    /** Why it was refunded, in words the studio reads. */
    reason: text("reason").notNull(),
    status: text("status", { enum: PAYMENT_REFUND_STATUSES }).notNull().default("pending"),
    stripeRefundId: text("stripe_refund_id"),
    lastError: text("last_error"),
    attempts: integer("attempts").notNull().default(0),
    createdAt: createdAt(),
    refundedAt: text("refunded_at"),
  },
  (t) => [
    uniqueIndex("payment_refunds_session").on(t.stripeSessionId),
    index("payment_refunds_order").on(t.orderId),
    index("payment_refunds_request").on(t.requestId),
    index("payment_refunds_status").on(t.status, t.createdAt),
  ],
);

// ---------------------------------------------------------------------------------------------
// Design fee proposals: signature requests, signers, signatures, deposits (issue 18)
// ---------------------------------------------------------------------------------------------

/**
 * A request that every listed signer sign one version of a Design Fee Proposal, optionally with a
 * deposit. The version's bytes are fixed by `documentSha256` when the request is made; every
 * signature repeats and re-checks that hash. The document columns are copied here so the signed
 * record outlives a later deletion of the document row (documentId then becomes null).
 * open → completed (every signer signed) | voided (by the admin, or by a new version).
 */
export const signatureRequests = sqliteTable(
  "signature_requests",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    documentId: integer("document_id").references(() => documents.id, { onDelete: "set null" }),
    documentTitle: text("document_title").notNull(),
    documentFileName: text("document_file_name").notNull(),
    documentObjectPath: text("document_object_path").notNull(),
    documentSha256: text("document_sha256").notNull(),
    status: text("status", { enum: ["open", "completed", "voided"] })
      .notNull()
      .default("open"),
    message: text("message"),
    /** Null: no deposit asked. Cents, from the admin's request only. */
    depositCents: integer("deposit_cents"),
    currency: text("currency").notNull().default("usd"),
    createdByUserId: integer("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
    /** First time anyone on the project opened it in the portal. */
    viewedAt: text("viewed_at"),
    remindedAt: text("reminded_at"),
    completedAt: text("completed_at"),
    voidedAt: text("voided_at"),
    voidReason: text("void_reason"),
    depositPaidAt: text("deposit_paid_at"),
    /** The payment that settled the deposit (proposal_payments.id) and Stripe's reference. */
    depositPaymentId: integer("deposit_payment_id"),
    depositPaymentRef: text("deposit_payment_ref"),
    /** R2 key of the signed copy (original + certificate page), next to the original. */
    signedCopyKey: text("signed_copy_key"),
    signedCopyAt: text("signed_copy_at"),
    /**
     * The last failure to build the signed copy (issue 25): the request stays completed, the hourly
     * cron tries again (worker/cron.ts retrySignedCopies) and the admin sees it pending. Cleared,
     * with the attempts, once a copy is built.
     */
    signedCopyError: text("signed_copy_error"),
    signedCopyAttempts: integer("signed_copy_attempts").notNull().default(0),
    signedCopyFailedAt: text("signed_copy_failed_at"),
    /**
     * How the current signed copy was made (issue 25, migration 0014): null for the original with
     * the certificate appended; "certificate_attached" when the original could not be merged and
     * is attached unchanged to the certificate; "certificate_only" when the original could not be
     * read at all (see worker/proposals/service.ts produceSignedCopy).
     */
    signedCopyMode: text("signed_copy_mode", { enum: SIGNED_COPY_MODES }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("signature_requests_project").on(t.projectId, t.createdAt),
    // At most one open request per document version: a second one is refused by the database.
    uniqueIndex("signature_requests_open_document").on(t.documentId).where(sql`status = 'open'`),
    check("signature_requests_deposit_positive", sql`${t.depositCents} IS NULL OR ${t.depositCents} > 0`),
  ],
);

export const signatureSigners = sqliteTable(
  "signature_signers",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    requestId: integer("request_id")
      .notNull()
      .references(() => signatureRequests.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** Lower-cased. */
    email: text("email").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    emailedAt: text("emailed_at"),
    viewedAt: text("viewed_at"),
    signedAt: text("signed_at"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("signature_signers_request_email").on(t.requestId, t.email)],
);

/** One signature per signer (the unique signer id makes a second one impossible). */
export const signatures = sqliteTable(
  "signatures",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    requestId: integer("request_id")
      .notNull()
      .references(() => signatureRequests.id, { onDelete: "cascade" }),
    signerId: integer("signer_id")
      .notNull()
      .unique()
      .references(() => signatureSigners.id, { onDelete: "cascade" }),
    fullName: text("full_name").notNull(),
    kind: text("kind", { enum: ["drawn", "typed"] }).notNull(),
    /** drawn: a PNG data URL; typed: the signature text. */
    signatureData: text("signature_data").notNull(),
    documentSha256: text("document_sha256").notNull(),
    /** session: signed in with the signer's e-mail; email_code: a code sent to that address. */
    identityMethod: text("identity_method", { enum: ["session", "email_code"] }).notNull(),
    consentText: text("consent_text").notNull(),
    ip: text("ip"),
    userAgent: text("user_agent"),
    signedAt: text("signed_at").notNull(),
  },
  (t) => [index("signatures_request").on(t.requestId)],
);

/**
 * Six-digit codes e-mailed to a signer on a private link. Only an HMAC of the code is kept; a
 * verified code yields a signing ticket (also kept as a hash) that the sign call presents.
 */
export const signerCodes = sqliteTable(
  "signer_codes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    signerId: integer("signer_id")
      .notNull()
      .references(() => signatureSigners.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    expiresAt: text("expires_at").notNull(),
    attempts: integer("attempts").notNull().default(0),
    verifiedAt: text("verified_at"),
    ticketHash: text("ticket_hash").unique(),
    ticketExpiresAt: text("ticket_expires_at"),
    createdAt: createdAt(),
  },
  (t) => [index("signer_codes_signer").on(t.signerId, t.createdAt)],
);

/**
 * What stops code guessing (issue 25), one row per signer who has guessed wrong: wrong codes since
 * the last unlock (the lockout counts these across codes), the wrong codes of the current 24-hour
 * window (the daily cap), and when the signer was locked out and last unlocked by the studio. A
 * guess is counted here before it is compared, atomically, so parallel guesses cannot exceed
 * either limit (worker/proposals/queries.ts claimGuess).
 */
export const signerCodeGuards = sqliteTable("signer_code_guards", {
  signerId: integer("signer_id")
    .primaryKey()
    .references(() => signatureSigners.id, { onDelete: "cascade" }),
  wrongTotal: integer("wrong_total").notNull().default(0),
  dayStartedAt: text("day_started_at"),
  dayWrong: integer("day_wrong").notNull().default(0),
  lockedAt: text("locked_at"),
  unlockedAt: text("unlocked_at"),
});

/** A Stripe Checkout Session for a proposal's deposit. created → paid | expired. */
export const proposalPayments = sqliteTable(
  "proposal_payments",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    requestId: integer("request_id")
      .notNull()
      .references(() => signatureRequests.id, { onDelete: "cascade" }),
    stripeSessionId: text("stripe_session_id").unique(),
    checkoutUrl: text("checkout_url"),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull().default("usd"),
    status: text("status", { enum: ["created", "paid", "expired"] })
      .notNull()
      .default("created"),
    paymentIntentId: text("payment_intent_id"),
    payerEmail: text("payer_email"),
    expiresAt: text("expires_at").notNull(),
    paidAt: text("paid_at"),
    createdAt: createdAt(),
  },
  (t) => [index("proposal_payments_request").on(t.requestId, t.status)],
);

/** The proposal's own audit trail: every step, with where it came from. */
export const proposalEvents = sqliteTable(
  "proposal_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    requestId: integer("request_id")
      .notNull()
      .references(() => signatureRequests.id, { onDelete: "cascade" }),
    signerId: integer("signer_id"),
    type: text("type").notNull(),
    detail: text("detail", { mode: "json" }).$type<Record<string, unknown>>(),
    ip: text("ip"),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
  },
  (t) => [index("proposal_events_request").on(t.requestId, t.createdAt)],
);

/**
 * A signer's own private link (issue 25): opens one signature request only (view, code, sign,
 * pay the deposit, download the signed copy), for a signer who is not a client of the project.
 * Only the token's SHA-256 is stored. Live while not revoked and while the request is open, or
 * completed less than SIGNER_LINK_GRACE_DAYS ago (worker/proposals/signer-links.ts).
 * A reminder adds a link (the earlier ones keep working); revoking ends all of a signer's links.
 * revoked_reason: 'admin' (revoked from the request or the links panel).
 */
export const signerLinks = sqliteTable(
  "signer_links",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    requestId: integer("request_id")
      .notNull()
      .references(() => signatureRequests.id, { onDelete: "cascade" }),
    signerId: integer("signer_id")
      .notNull()
      .references(() => signatureSigners.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    createdByUserId: integer("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
    lastUsedAt: text("last_used_at"),
    revokedAt: text("revoked_at"),
    revokedReason: text("revoked_reason", { enum: ["admin", "archived"] }),
    revokedByUserId: integer("revoked_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("signer_links_request").on(t.requestId, t.signerId),
    index("signer_links_project").on(t.projectId, t.revokedAt),
  ],
);

// ---------------------------------------------------------------------------------------------
// Site operations
// ---------------------------------------------------------------------------------------------

/** Replaceable brand images (logo, hero slides, static galleries), keyed by slot. */
export const brandAssets = sqliteTable("brand_assets", {
  slot: text("slot").primaryKey(),
  imagePath: text("image_path").notNull(),
  variants: text("variants", { mode: "json" }).$type<ImageVariant[]>().notNull().default(sql`'[]'`),
  width: integer("width"),
  height: integer("height"),
  altText: text("alt_text"),
  updatedAt: updatedAt(),
});

/**
 * The founding principals' name, role and line on /about (issue 28), edited on Brand Assets beside
 * their portrait slots (principal-1, principal-2). A slot without a row shows src/content/about.ts.
 * Triggers (migrations/0017_principals.sql) bump the 'site' cache version like brand_assets'.
 */
export const principals = sqliteTable("principals", {
  slot: text("slot").primaryKey(),
  name: text("name").notNull(),
  role: text("role").notNull(),
  line: text("line").notNull(),
  updatedAt: updatedAt(),
});

/**
 * Content version of the public site, part of every edge-cache key (worker/http/edge-cache.ts):
 * bumping it is the purge. Triggers (migrations/0001_cache-versions.sql) bump it in the same
 * statement as any change to public rows, so every write path (admin routes, the Stripe webhook,
 * the seed, a manual `wrangler d1 execute`) purges without remembering to.
 */
export const cacheVersions = sqliteTable("cache_versions", {
  scope: text("scope").primaryKey(),
  version: integer("version").notNull().default(0),
});

// ---------------------------------------------------------------------------------------------
// Selections (issue 29; migrations/0016_selections.sql)
// ---------------------------------------------------------------------------------------------

/** A project's selections settings: who must approve a piece ("any" client, or "all" of them). */
export const selectionSettings = sqliteTable("selection_settings", {
  projectId: integer("project_id")
    .primaryKey()
    .references(() => projects.id, { onDelete: "cascade" }),
  approvalRule: text("approval_rule", { enum: APPROVAL_RULES }).notNull().default("any"),
  updatedAt: updatedAt(),
});

export const selectionRooms = sqliteTable(
  "selection_rooms",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    budgetCents: integer("budget_cents"),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("selection_rooms_project").on(t.projectId, t.sortOrder),
    check("selection_rooms_budget_non_negative", sql`${t.budgetCents} IS NULL OR ${t.budgetCents} >= 0`),
  ],
);

/**
 * A piece of a room's schedule. `round` counts the times it was put before the client: decisions
 * of earlier rounds are history. `costCents` is the studio's own cost, never in a client answer.
 */
export const selectionItems = sqliteTable(
  "selection_items",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    roomId: integer("room_id")
      .notNull()
      .references(() => selectionRooms.id, { onDelete: "cascade" }),
    sortOrder: integer("sort_order").notNull().default(0),
    name: text("name").notNull(),
    vendor: text("vendor"),
    url: text("url"),
    sku: text("sku"),
    dimensions: text("dimensions"),
    finish: text("finish"),
    quantity: integer("quantity").notNull().default(1),
    unitPriceCents: integer("unit_price_cents").notNull().default(0),
    costCents: integer("cost_cents"),
    currency: text("currency").notNull().default("usd"),
    leadTime: text("lead_time"),
    notes: text("notes"),
    photos: text("photos", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    status: text("status", { enum: SELECTION_STATUSES }).notNull().default("draft"),
    chosenOptionId: integer("chosen_option_id"),
    round: integer("round").notNull().default(0),
    lastChange: text("last_change", { mode: "json" }).$type<SelectionChange[]>(),
    source: text("source", { enum: SELECTION_SOURCES }).notNull().default("manual"),
    productId: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    proposedAt: text("proposed_at"),
    approvedAt: text("approved_at"),
    declinedAt: text("declined_at"),
    changesRequestedAt: text("changes_requested_at"),
    orderedAt: text("ordered_at"),
    shippedAt: text("shipped_at"),
    deliveredAt: text("delivered_at"),
    installedAt: text("installed_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("selection_items_room").on(t.roomId, t.sortOrder),
    index("selection_items_project").on(t.projectId),
    check("selection_items_quantity_positive", sql`${t.quantity} >= 1`),
    check("selection_items_price_non_negative", sql`${t.unitPriceCents} >= 0`),
  ],
);

/** The A/B/C choices of a piece; the client picks one when approving. */
export const selectionOptions = sqliteTable(
  "selection_options",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    itemId: integer("item_id")
      .notNull()
      .references(() => selectionItems.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** Null: the piece's own price applies. */
    unitPriceCents: integer("unit_price_cents"),
    costCents: integer("cost_cents"),
    finish: text("finish"),
    photoUrl: text("photo_url"),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("selection_options_item").on(t.itemId, t.sortOrder)],
);

/** Every client decision, kept: who, what, when, in which round, with which option. */
export const selectionDecisions = sqliteTable(
  "selection_decisions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    itemId: integer("item_id")
      .notNull()
      .references(() => selectionItems.id, { onDelete: "cascade" }),
    round: integer("round").notNull(),
    decision: text("decision", { enum: SELECTION_DECISIONS }).notNull(),
    optionId: integer("option_id"),
    comment: text("comment"),
    /** The signed-in client; null for the private link. */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    authorName: text("author_name").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("selection_decisions_item").on(t.itemId, t.round)],
);

// ---------------------------------------------------------------------------------------------
// Selections invoices (issue 29 item 3; migrations/0018_selection_invoices.sql)
// ---------------------------------------------------------------------------------------------

/**
 * The studio's request for payment of approved pieces: open → paid (by Stripe, exactly once) |
 * void (by the studio, while open). `ref` names the invoice inside the batch that issues it (its
 * lines and totals are written in the same batch). Totals are integer cents, computed in SQL
 * (worker/selections/invoices.ts); `taxRateMilli` is the rate in thousandths of a percent
 * (7.75% = 7750), null for no tax; `depositPercent` null for the whole amount.
 */
export const selectionInvoices = sqliteTable(
  "selection_invoices",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    ref: text("ref").notNull(),
    status: text("status", { enum: SELECTION_INVOICE_STATUSES }).notNull().default("open"),
    currency: text("currency").notNull().default("usd"),
    depositPercent: integer("deposit_percent"),
    taxRateMilli: integer("tax_rate_milli"),
    subtotalCents: integer("subtotal_cents").notNull().default(0),
    amountCents: integer("amount_cents").notNull().default(0),
    taxCents: integer("tax_cents").notNull().default(0),
    totalCents: integer("total_cents").notNull().default(0),
    createdByUserId: integer("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
    paymentId: integer("payment_id"),
    paymentRef: text("payment_ref"),
    paidAt: text("paid_at"),
    voidedAt: text("voided_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("selection_invoices_ref").on(t.ref),
    index("selection_invoices_project").on(t.projectId, t.createdAt),
    index("selection_invoices_status").on(t.status, t.createdAt),
    check(
      "selection_invoices_deposit_percent",
      sql`${t.depositPercent} IS NULL OR (${t.depositPercent} >= 1 AND ${t.depositPercent} <= 100)`,
    ),
  ],
);

/** A piece as invoiced: a snapshot, never changed by a later edit of the piece. */
export const selectionInvoiceLines = sqliteTable(
  "selection_invoice_lines",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    invoiceId: integer("invoice_id")
      .notNull()
      .references(() => selectionInvoices.id, { onDelete: "cascade" }),
    itemId: integer("item_id").references(() => selectionItems.id, { onDelete: "set null" }),
    roomName: text("room_name").notNull(),
    name: text("name").notNull(),
    optionName: text("option_name"),
    quantity: integer("quantity").notNull(),
    unitPriceCents: integer("unit_price_cents").notNull(),
    lineTotalCents: integer("line_total_cents").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [
    index("selection_invoice_lines_invoice").on(t.invoiceId, t.sortOrder),
    index("selection_invoice_lines_item").on(t.itemId),
  ],
);

/** A Checkout Session for an invoice (as proposal_payments is for a deposit). */
export const selectionInvoicePayments = sqliteTable(
  "selection_invoice_payments",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    invoiceId: integer("invoice_id")
      .notNull()
      .references(() => selectionInvoices.id, { onDelete: "cascade" }),
    stripeSessionId: text("stripe_session_id"),
    checkoutUrl: text("checkout_url"),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull().default("usd"),
    status: text("status", { enum: ["created", "paid", "expired"] })
      .notNull()
      .default("created"),
    paymentIntentId: text("payment_intent_id"),
    payerEmail: text("payer_email"),
    expiresAt: text("expires_at").notNull(),
    paidAt: text("paid_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("selection_invoice_payments_session").on(t.stripeSessionId),
    index("selection_invoice_payments_invoice").on(t.invoiceId, t.status),
  ],
);

/** Who changed what, when (admin actions). */
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    actorUserId: integer("actor_user_id"),
    actorEmail: text("actor_email"),
    action: text("action").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id"),
    detail: text("detail", { mode: "json" }).$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index("audit_log_created").on(t.createdAt)],
);

/** Fixed-window counters for per-IP rate limits (inquiries, token lookups, sign-in). */
export const rateLimits = sqliteTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: integer("window_start").notNull(),
  count: integer("count").notNull().default(0),
});

/**
 * Every e-mail the app could not hand to the sending binding: all of them on a machine without one
 * (the local outbox of `npm start` and the tests, shown to the admin under Setup), and in
 * production a failed send, so nothing fails silently. Kept 30 days (worker/cron.ts).
 */
export const emailOutbox = sqliteTable(
  "email_outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** What the message is about, for the admin's list and for tests: "inquiry", "invitation" ... */
    kind: text("kind").notNull(),
    toAddress: text("to_address").notNull(),
    fromAddress: text("from_address").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    /**
     * local: no binding configured (kept, not sent); failed: the binding refused it (or, queued,
     * refused OUTBOX_MAX_ATTEMPTS times); pending: written in the same batch as the change it
     * announces, not delivered yet; sending: claimed by one deliverer; sent: handed to the binding
     * (worker/notify/outbox.ts).
     */
    status: text("status", { enum: OUTBOX_STATUSES }).notNull(),
    error: text("error"),
    createdAt: createdAt(),
    /** Deliveries tried (queued messages): the cron gives up at OUTBOX_MAX_ATTEMPTS. */
    attempts: integer("attempts").notNull().default(0),
    /** A queued message's own id, known before the batch commits, to deliver it after. */
    ref: text("ref"),
    /** When a deliverer claimed it (status sending). */
    claimedAt: text("claimed_at"),
  },
  (t) => [
    index("email_outbox_created").on(t.createdAt),
    index("email_outbox_to").on(t.toAddress),
    uniqueIndex("email_outbox_ref").on(t.ref),
    index("email_outbox_status").on(t.status, t.createdAt),
  ],
);

/**
 * Progress of one-off data jobs, by name. The demo seed (worker/seed/seed.ts) writes "started"
 * before its first row and "complete" in the same batch as its last, so an interrupted seed is
 * recognised and finished by the next run instead of staying partial.
 */
export const seedState = sqliteTable("seed_state", {
  name: text("name").primaryKey(),
  status: text("status", { enum: ["started", "complete"] }).notNull(),
  updatedAt: updatedAt(),
});

export type User = typeof users.$inferSelect;
export type Session = typeof sessions.$inferSelect;
export type Project = typeof projects.$inferSelect;
export type NewProject = typeof projects.$inferInsert;
export type ProjectImage = typeof projectImages.$inferSelect;
export type Document = typeof documents.$inferSelect;
export type DocumentFeedback = typeof documentFeedback.$inferSelect;
export type DocumentPin = typeof documentPins.$inferSelect;
export type DocumentPinMessage = typeof documentPinMessages.$inferSelect;
export type UploadReservation = typeof uploadReservations.$inferSelect;
export type ProjectClient = typeof projectClients.$inferSelect;
export type ClientInvitation = typeof clientInvitations.$inferSelect;
export type Meeting = typeof meetings.$inferSelect;
export type ProjectInquiry = typeof projectInquiries.$inferSelect;
export type Product = typeof products.$inferSelect;
export type ProductImage = typeof productImages.$inferSelect;
export type Order = typeof orders.$inferSelect;
export type OrderItem = typeof orderItems.$inferSelect;
export type BrandAsset = typeof brandAssets.$inferSelect;
export type PrincipalRow = typeof principals.$inferSelect;
export type AuditEntry = typeof auditLog.$inferSelect;
export type OutboxEmail = typeof emailOutbox.$inferSelect;
export type SignatureRequest = typeof signatureRequests.$inferSelect;
export type SignatureSigner = typeof signatureSigners.$inferSelect;
export type SignerLink = typeof signerLinks.$inferSelect;
export type Signature = typeof signatures.$inferSelect;
export type SignerCodeGuard = typeof signerCodeGuards.$inferSelect;
export type ProposalPayment = typeof proposalPayments.$inferSelect;
export type CheckoutAttempt = typeof checkoutAttempts.$inferSelect;
export type PaymentRefund = typeof paymentRefunds.$inferSelect;
export type SelectionRoom = typeof selectionRooms.$inferSelect;
export type SelectionItem = typeof selectionItems.$inferSelect;
export type SelectionOption = typeof selectionOptions.$inferSelect;
export type SelectionDecision = typeof selectionDecisions.$inferSelect;
export type SelectionInvoice = typeof selectionInvoices.$inferSelect;
export type SelectionInvoiceLine = typeof selectionInvoiceLines.$inferSelect;
export type SelectionInvoicePayment = typeof selectionInvoicePayments.$inferSelect;
