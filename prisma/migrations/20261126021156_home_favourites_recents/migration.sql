-- CreateTable
CREATE TABLE "favourite_contact" (
    "user_id" UUID NOT NULL,
    "contact_id" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "favourite_contact_pkey" PRIMARY KEY ("user_id","contact_id")
);

-- CreateTable
CREATE TABLE "recent_contact" (
    "user_id" UUID NOT NULL,
    "contact_id" INTEGER NOT NULL,
    "viewed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "recent_contact_pkey" PRIMARY KEY ("user_id","contact_id")
);

-- CreateIndex
CREATE INDEX "favourite_contact_contact_id_idx" ON "favourite_contact"("contact_id");

-- CreateIndex
CREATE INDEX "recent_contact_user_id_viewed_at_idx" ON "recent_contact"("user_id", "viewed_at" DESC);

-- CreateIndex
CREATE INDEX "recent_contact_contact_id_idx" ON "recent_contact"("contact_id");

-- AddForeignKey
ALTER TABLE "favourite_contact" ADD CONSTRAINT "favourite_contact_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "favourite_contact" ADD CONSTRAINT "favourite_contact_contact_id_fkey" FOREIGN KEY ("contact_id") REFERENCES "contact"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "recent_contact" ADD CONSTRAINT "recent_contact_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "recent_contact" ADD CONSTRAINT "recent_contact_contact_id_fkey" FOREIGN KEY ("contact_id") REFERENCES "contact"("id") ON DELETE CASCADE ON UPDATE CASCADE;
