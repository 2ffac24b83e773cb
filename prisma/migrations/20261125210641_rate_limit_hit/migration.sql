-- CreateTable
CREATE TABLE "rate_limit_hit" (
    "key" TEXT NOT NULL,
    "hits" INTEGER NOT NULL,
    "window_ends_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "rate_limit_hit_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "rate_limit_hit_window_ends_at_idx" ON "rate_limit_hit"("window_ends_at");
