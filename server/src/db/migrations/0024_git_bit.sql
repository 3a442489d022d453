CREATE TABLE "git_bit_hooks" (
	"project_id" integer PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"secret" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "git_bit_hooks" ADD CONSTRAINT "git_bit_hooks_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "git_bit_links" (
	"project_id" integer NOT NULL,
	"source" text NOT NULL,
	"kind" text NOT NULL,
	"remote_id" text NOT NULL,
	"local_id" integer NOT NULL,
	CONSTRAINT "git_bit_links_project_id_source_kind_remote_id_pk" PRIMARY KEY("project_id","source","kind","remote_id")
);
--> statement-breakpoint
ALTER TABLE "git_bit_links" ADD CONSTRAINT "git_bit_links_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "git_bit_deliveries" (
	"source" text NOT NULL,
	"delivery_id" text NOT NULL,
	"project_id" integer,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "git_bit_deliveries_source_delivery_id_pk" PRIMARY KEY("source","delivery_id")
);
--> statement-breakpoint
ALTER TABLE "git_bit_deliveries" ADD CONSTRAINT "git_bit_deliveries_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "git_bit_logins" (
	"project_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"github" text,
	"bitbucket" text,
	CONSTRAINT "git_bit_logins_project_id_user_id_pk" PRIMARY KEY("project_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "git_bit_logins" ADD CONSTRAINT "git_bit_logins_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "git_bit_logins" ADD CONSTRAINT "git_bit_logins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "git_bit_logins_project_idx" ON "git_bit_logins" USING btree ("project_id");
