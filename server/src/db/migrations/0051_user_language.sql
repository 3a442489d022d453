-- The web app's language, chosen in the profile (issue 46 point 9): null follows the browser's language.
ALTER TABLE "users" ADD COLUMN "language" text;
