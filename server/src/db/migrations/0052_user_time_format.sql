-- The clock times are shown with, chosen in the profile (issue 46 point 9): 12h or 24h; null follows the locale's.
ALTER TABLE "users" ADD COLUMN "time_format" text;
