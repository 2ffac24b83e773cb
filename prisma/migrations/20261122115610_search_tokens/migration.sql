-- AlterTable
ALTER TABLE "contact" ADD COLUMN     "search_tokens" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "sort_name" TEXT NOT NULL DEFAULT '',
ALTER COLUMN "search_text" SET DEFAULT '';

-- CreateTable
CREATE TABLE "cjk_reading" (
    "ch" TEXT NOT NULL,
    "jyutping" TEXT[],
    "pinyin" TEXT[],

    CONSTRAINT "cjk_reading_pkey" PRIMARY KEY ("ch")
);

-- CreateIndex
CREATE INDEX "contact_search_tokens_idx" ON "contact" USING GIN ("search_tokens");

-- CreateIndex
CREATE INDEX "contact_sort_name_idx" ON "contact"("sort_name", "id");

-- CreateIndex
CREATE INDEX "contact_title_trgm_idx" ON "contact" USING GIN ("title" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "contact_working_location_trgm_idx" ON "contact" USING GIN ("working_location" gin_trgm_ops);


-- ---------------------------------------------------------------------------------------------------------
-- Search columns, kept by the database (decision 020). Hand-written below the generated part.
-- Written for speed: the trigger runs once per row of every bulk load, so the helpers are single SQL
-- expressions PostgreSQL can inline, and the trigger folds each name once.
-- ---------------------------------------------------------------------------------------------------------

-- The one folding of search text, for the trigger and for every query: compatibility forms (full-width
-- letters), accents (José → jose, Łukasz → lukasz, ß → ss), case, apostrophe variants, runs of space.
-- STABLE like unaccent itself, which lets the planner inline it.
CREATE FUNCTION cd_fold(value text) RETURNS text
LANGUAGE sql STABLE PARALLEL SAFE AS $fn$
  SELECT btrim(regexp_replace(
           translate(lower(public.unaccent(normalize(coalesce(value, ''), NFKC))),
                     E'\u2018\u2019\u02bc\u0060\u00b4', E'\'\'\'\'\''),
           '\s+', ' ', 'g'))
$fn$;

-- Words of folded text. Splits on space and punctuation listed explicitly (not on [:alnum:], whose meaning
-- follows the database's ctype), keeping apostrophes and hyphens inside words.
CREATE FUNCTION cd_words(folded text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT array_remove(regexp_split_to_array(folded, '[\s.,;:/\\()\[\]{}"!?&|+*_~@#$%^=<>]+'), '')
$fn$;

-- Query words in their joined form (o'brien → obrien, jean-luc → jeanluc): what every tier compares.
CREATE FUNCTION cd_query_words(query text) RETURNS text[]
LANGUAGE sql STABLE PARALLEL SAFE AS $fn$
  SELECT array_remove(ARRAY(SELECT translate(w, '''-', '') FROM unnest(cd_words(cd_fold(query))) AS w), '')
$fn$;

-- Tokens of one folded name: each word joined and split at apostrophes/hyphens (o'brien → obrien, o,
-- brien) with their '>' prefixes (with_words), and the '=' full-name forms, joined and split (with_full).
CREATE FUNCTION cd_name_tokens(folded text, with_words boolean, with_full boolean) RETURNS text[]
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $fn$
DECLARE
  w text;
  form text;
  joined text;
  joined_forms text[] := '{}';
  split_forms text[] := '{}';
  out text[] := '{}';
  k int;
BEGIN
  FOREACH w IN ARRAY cd_words(folded) LOOP
    joined := translate(w, '''-', '');
    CONTINUE WHEN joined = '';
    joined_forms := joined_forms || joined;
    IF joined = w THEN
      split_forms := split_forms || w;
    ELSE
      split_forms := split_forms || array_remove(regexp_split_to_array(w, '[''-]+'), '');
    END IF;
    IF with_words THEN
      FOREACH form IN ARRAY CASE WHEN joined = w THEN ARRAY[w]
                                 ELSE joined || array_remove(regexp_split_to_array(w, '[''-]+'), '') END LOOP
        out := out || form;
        FOR k IN 1..length(form) LOOP
          out := out || ('>' || left(form, k));
        END LOOP;
      END LOOP;
    END IF;
  END LOOP;
  IF with_full AND cardinality(joined_forms) > 0 THEN
    out := out || ('=' || array_to_string(joined_forms, ' ')) || ('=' || array_to_string(split_forms, ' '));
  END IF;
  RETURN out;
END
$fn$;

-- Tokens of a Chinese name: every substring (陳, 大文, 陳大文), the whole name as a full name, and its
-- Cantonese (Jyutping) and Mandarin (pinyin) readings: every reading of every character as a word, and the
-- first readings joined as full names ('can daai man', 'chen da wen').
CREATE FUNCTION cd_chinese_tokens(chinese text) RETURNS text[]
LANGUAGE plpgsql STABLE PARALLEL SAFE AS $fn$
DECLARE
  name text := left(regexp_replace(normalize(coalesce(chinese, ''), NFKC), '\s+', '', 'g'), 10);
  n int := length(name);
  out text[] := '{}';
  i int;
  j int;
  jyutping_full text[] := '{}';
  pinyin_full text[] := '{}';
  jyutping text[];
  pinyin text[];
BEGIN
  IF coalesce(n, 0) = 0 THEN RETURN out; END IF;
  FOR i IN 1..n LOOP
    FOR j IN i..n LOOP
      out := out || substr(name, i, j - i + 1);
    END LOOP;
    -- One primary-key lookup per character (readings are stored folded): a join would let the planner
    -- scan the whole table.
    SELECT r.jyutping, r.pinyin INTO jyutping, pinyin FROM cjk_reading r WHERE r.ch = substr(name, i, 1);
    IF cardinality(jyutping) > 0 THEN
      jyutping_full := jyutping_full || jyutping[1];
      out := out || jyutping;
    END IF;
    IF cardinality(pinyin) > 0 THEN
      pinyin_full := pinyin_full || pinyin[1];
      out := out || pinyin;
    END IF;
  END LOOP;
  out := out || ('=' || name);
  -- A full reading only when every character has one.
  IF cardinality(jyutping_full) = n THEN out := out || ('=' || array_to_string(jyutping_full, ' ')); END IF;
  IF cardinality(pinyin_full) = n THEN out := out || ('=' || array_to_string(pinyin_full, ' ')); END IF;
  RETURN out;
END
$fn$;

-- Phone tokens: '#p' office, '#m' mobile, '#x' extension, digits only, with and without the country and
-- area codes, so '+852 2345 6789', '(852) 23456789' and '2345-6789' all meet the same token.
CREATE FUNCTION cd_phone_tokens(mark text, country text, area text, number text, extension text) RETURNS text[]
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $fn$
DECLARE
  c text := regexp_replace(coalesce(country, ''), '\D', '', 'g');
  a text := regexp_replace(coalesce(area, ''), '\D', '', 'g');
  n text := regexp_replace(coalesce(number, ''), '\D', '', 'g');
  x text := regexp_replace(coalesce(extension, ''), '\D', '', 'g');
  out text[] := '{}';
BEGIN
  IF n <> '' THEN
    out := out || (mark || n);
    IF a <> '' THEN out := out || (mark || a || n); END IF;
    IF c <> '' THEN out := out || (mark || c || a || n); END IF;
    IF c <> '' AND a <> '' THEN out := out || (mark || c || n); END IF;
  END IF;
  IF x <> '' THEN out := out || ('#x' || x); END IF;
  RETURN out;
END
$fn$;

-- The trigger: recomputes search_tokens, search_text and sort_name from the row and its secondary emails
-- and phones on every insert and update, whoever writes (API, import, seed, COPY, SQL by hand).
CREATE FUNCTION contact_search_columns() RETURNS trigger
LANGUAGE plpgsql AS $fn$
DECLARE
  display text := cd_fold(NEW.display_name);
  first text := cd_fold(NEW.first_name);
  middle text := cd_fold(NEW.middle_name);
  family text := cd_fold(NEW.family_name);
  local_name text := cd_fold(NEW.local_name);
  emails text[] := '{}';
  phone_tokens text[];
  tokens text[];
  e text;
BEGIN
  IF NEW.email IS NOT NULL AND btrim(NEW.email) <> '' THEN emails := ARRAY[lower(btrim(NEW.email))]; END IF;
  phone_tokens := cd_phone_tokens('#p', NEW.phone_country_code, NEW.phone_area_code, NEW.phone_number,
                                  NEW.phone_extension)
               || cd_phone_tokens('#m', NEW.mobile_country_code, NULL, NEW.mobile_number, NULL);
  -- Secondary rows exist only once the contact does; their own triggers bring the contact back here.
  IF TG_OP = 'UPDATE' THEN
    emails := emails || coalesce((SELECT array_agg(lower(btrim(email)) ORDER BY position)
                                    FROM contact_email WHERE contact_id = NEW.id), '{}');
    phone_tokens := phone_tokens || coalesce((
      SELECT array_agg(t)
        FROM contact_phone p,
             unnest(cd_phone_tokens(CASE p.kind WHEN 'MOBILE' THEN '#m' ELSE '#p' END,
                                    p.country_code, p.area_code, p.number, p.extension)) AS t
       WHERE p.contact_id = NEW.id), '{}');
  END IF;

  tokens := cd_name_tokens(display, true, true)
         || cd_name_tokens(concat_ws(' ', first, middle, family), true, true)
         || cd_name_tokens(first || ' ' || family, false, true)
         || cd_name_tokens(family || ' ' || first, false, true)
         || cd_name_tokens(local_name, true, true)
         || cd_chinese_tokens(NEW.chinese_name)
         || cd_words(translate(cd_fold(NEW.title), '''-', ''))
         || phone_tokens;
  FOREACH e IN ARRAY emails LOOP
    tokens := tokens || e || split_part(e, '@', 1);
  END LOOP;

  NEW.search_tokens := ARRAY(SELECT DISTINCT t FROM unnest(tokens) AS t);
  NEW.search_text := concat_ws(' ', display, first, middle, family, local_name,
    regexp_replace(NEW.chinese_name, '\s+', '', 'g'), array_to_string(emails, ' '),
    array_to_string(ARRAY(SELECT substr(t, 3) FROM unnest(phone_tokens) AS t), ' '));
  NEW.sort_name := display;
  RETURN NEW;
END
$fn$;

CREATE TRIGGER contact_search_columns
  BEFORE INSERT OR UPDATE ON "contact"
  FOR EACH ROW EXECUTE FUNCTION contact_search_columns();

-- A secondary email or phone changed: touch its contact so the trigger above recomputes.
CREATE FUNCTION contact_search_touch() RETURNS trigger
LANGUAGE plpgsql AS $fn$
BEGIN
  UPDATE contact SET search_text = search_text WHERE id = coalesce(NEW.contact_id, OLD.contact_id);
  IF TG_OP = 'UPDATE' AND NEW.contact_id <> OLD.contact_id THEN
    UPDATE contact SET search_text = search_text WHERE id = OLD.contact_id;
  END IF;
  RETURN NULL;
END
$fn$;

CREATE TRIGGER contact_email_search_touch
  AFTER INSERT OR UPDATE OR DELETE ON "contact_email"
  FOR EACH ROW EXECUTE FUNCTION contact_search_touch();

CREATE TRIGGER contact_phone_search_touch
  AFTER INSERT OR UPDATE OR DELETE ON "contact_phone"
  FOR EACH ROW EXECUTE FUNCTION contact_search_touch();

-- cjk_reading: 27487 characters, generated by prisma/scripts/cjk-readings.mjs
INSERT INTO "cjk_reading" ("ch", "jyutping", "pinyin")
SELECT split_part(line, E'\t', 1),
       string_to_array(nullif(split_part(line, E'\t', 2), ''), ' '),
       string_to_array(nullif(split_part(line, E'\t', 3), ''), ' ')
  FROM regexp_split_to_table($readings$
㐀	jau	
㐁	dou	
㐂	cat	
㐃	zim	
㐄	kwaa	
㐅	ng m	
㐆	ji	
㐇	gau	
㐈	jap	
㐉	ding	
㐊	si	
㐋	tou	
㐌	ji	
㐍	zaau	
㐎	man	
㐏	ng m	
㐐	nou lou	
㐑	dung	
㐒	ziu	
㐓	ho	
㐔	hang	
㐕	jau	
㐖	kit	
㐗	lou	
㐘	mai	
㐙	dau	
㐚	ng m	
㐛	jau	
㐜	sau	
㐝	keoi	
㐞	kei	
㐟	fei	
㐠	jyu	
㐡	no lo	
㐢	fau	
㐣	fu	
㐤	daan	
㐥	co	
㐦	geoi	
㐧	coi dai	
㐨	zeoi	
㐩	jing	
㐪	si hoi	
㐫	hung	
㐬	lau	
㐭	lam	
㐮	soeng	
㐯	jung	
㐰	seon	
㐱	can	
㐲	daai	
㐳	ngat at	
㐴	paan	
㐵	jyu	
㐶	ci	
㐷	maa	
㐸	him	
㐹	ngat at hei	
㐺	jam	
㐻	noi loi	
㐼	cing	
㐽	fung	
㐾	wun	
㐿	sau	
㑀	taai	
㑁	zeot	
㑂	fong	
㑃	aau ngaau	
㑄	mou	
㑅	zok	
㑆	hing	
㑇	zau cau	zhou
㑈	dung	
㑉	suk	
㑊	jik	yi
㑋	hung	
㑌	hong wong	
㑍	loi	
㑎	nou lou	
㑏	cyu	
㑐	suk	
㑑	zat	
㑒	cim	
㑓	zeon	
㑔	seoi	
㑕	seoi	
㑖	zung	
㑗	san	
㑘	gaai	
㑙	dip	
㑚	naa laa	
㑛	suk	
㑜	jai	
㑝	lung	
㑞	jing	
㑟	bang	
㑠	gin	
㑡	zik	
㑢	koek	
㑣	laam	
㑤	maau	
㑥	ji	
㑦	lai	
㑧	gwai	
㑨	jyu	
㑩	lo	
㑪	caai	
㑫	nim lim	
㑬	gu gwu	
㑭	bei	
㑮	wan	
㑯	seoi	
㑰	fui	
㑱	jiu	
㑲	naam laam	
㑳	zau cau	
㑴	cam	
㑵	zat	
㑶	hei	
㑷	taai	
㑸	jiu	
㑹	wui	
㑺	zeon	
㑻	maat	
㑼	loek	
㑽	tong	
㑾	jiu	
㑿	zaau	
㒀	zaak	
㒁	jyu	
㒂	zoek	
㒃	ji	
㒄	jin	
㒅	kai	
㒆	kap	
㒇	mou	
㒈	haam	
㒉	cong	
㒊	saap	
㒋	si	
㒌	king	
㒍	leoi	
㒎	saap	
㒏	hon	
㒐	seon	
㒑	fui	
㒒	buk	
㒓	taat daat	
㒔	suk	
㒕	ong ngong	
㒖	ngau au	
㒗	toi	
㒘	syu	
㒙	min	
㒚	jan	
㒛	tiu	
㒜	jyu	
㒝	mit	
㒞	wai	
㒟	niu liu	
㒠	haai	
㒡	jau	
㒢	joek	
㒣	jing	
㒤	cip	
㒥	fung	
㒦	leoi	
㒧	lai	
㒨	sin	
㒩	lo	
㒪	sek	
㒫	gei	
㒬	wong	
㒭	kwan	
㒮	fui	
㒯	jip	
㒰	cyun	
㒱	zik	
㒲	coi	
㒳	loeng	
㒴	gwat	
㒵	maau	
㒶	gung	
㒷	hing	
㒸	seoi	
㒹	din	
㒺	mong	
㒻	mou	
㒼	mun mang	
㒽	hyun	
㒾	ci	
㒿	lei	
㓀	buk	
㓁	mong	
㓂	kau	
㓃	dou	
㓄	zam	
㓅	ting	
㓆	leon	
㓇	juk	
㓈	bing	
㓉	wut	
㓊	dung	
㓋	gung	
㓌	cang	
㓍	cung	
㓎	cam	
㓏	gwing	
㓐	luk	
㓑	jing	
㓒	cat	
㓓	naam laam	
㓔	ze	
㓕	mit	
㓖	bat	
㓗	git	
㓘	suk	
㓙	hung	
㓚	gung	
㓛	gung	
㓜	jau	
㓝	jing	
㓞	kit kai	
㓟	pai	
㓠	dim	
㓡	fu	
㓢	lok	
㓣	hap	
㓤	gat kit	
㓥	tong	
㓦	maak baak	
㓧	gam	
㓨	ci cik	
㓩	hyun	
㓪	long	
㓫	fu	
㓬	fu	
㓭	hot	
㓮	diu	
㓯	lei	
㓰	waak	
㓱	tau	
㓲	pin	
㓳	dai	
㓴	jyun	
㓵	ngok ok	
㓶	kit	
㓷	ji	
㓸	zoek	
㓹	jeoi	
㓺	kin	
㓻	gong	
㓼	cat	
㓽	sung	
㓾	sai	
㓿	syu	
㔀	king	
㔁	dang	
㔂	leon	
㔃	zyut	
㔄	suk	
㔅	siu	
㔆	caam	
㔇	put	
㔈	fei	
㔉	zuk	
㔊	zin	
㔋	gaam	
㔌	zau	
㔍	caat	
㔎	sit	
㔏	lik	
㔐	cim	
㔑	cat	
㔒	kwai	
㔓	gin	
㔔	gaa	
㔕	gat	
㔖	gaa	
㔗	fai	
㔘	ceot	
㔙	paang	
㔚	hau	
㔛	kit	
㔜	but	
㔝	loeng	
㔞	gwaai	
㔟	sai	
㔠	hat	
㔡	bit	
㔢	dyut	
㔣	leoi	
㔤	san	
㔥	baa	
㔦	joeng	
㔧	leoi	
㔨	bui	
㔩	ap hap ngap	
㔪	lou	
㔫	lung	
㔬	coek	
㔭	ci	
㔮	no lo	
㔯	syun	
㔰	hang	
㔱	jyu	
㔲	gwai	
㔳	gwai	
㔴	jik	
㔵	syun	
㔶	gung	
㔷	lau beng	
㔸	tai	
㔹	lak	
㔺	sai	
㔻	pei	
㔼	seon	
㔽	jau	
㔾	cim zit	
㔿	zau	
㕀	wai	
㕁	koek	
㕂	jam	
㕃	kai	
㕄	zi	
㕅	gaap	
㕆	wu	
㕇	laap	
㕈	ji	
㕉	hap	
㕊	bou	
㕋	kam	
㕌	ngoi oi	
㕍	deoi	
㕎	hap	
㕏	cyu	
㕐	se	
㕑	cyu ceoi	
㕒	ngai ai	
㕓	cin	
㕔	teng ting	
㕕	waan	
㕖	sou	
㕗	jau	
㕘	caam sam cam	
㕙	zeon	
㕚	zaau caa	
㕛	jau	
㕜	si	
㕝	si	
㕞	caat	
㕟	wai	
㕠	soeng sung	
㕡	kok	
㕢	haai	
㕣	jin	
㕤	kau	
㕥	ji	
㕦	waa	
㕧	si	
㕨	faan	
㕩	pong	
㕪	dam	
㕫	fung	
㕬	zung	
㕭	aau jaau jiu	
㕮	fu	fu
㕯	neot leot	
㕰	hok	
㕱	jau	
㕲	muk	
㕳	hung	
㕴	sam	
㕵	gwok gok	
㕶	ng m	
㕷	waak	
㕸	lap	
㕹	fat	
㕺	hiu	
㕻	tau	
㕼	hung	
㕽	ci	
㕾	siu	
㕿	wo	
㖀	leot	
㖁	leon	
㖂	jai	
㖃	hau	
㖄	zau	
㖅	seot	
㖆	kuk	
㖇	ji	
㖈	lou	
㖉	kei	
㖊	cam	
㖋	gaai	
㖌	sau	
㖍	dau	
㖎	gaai	
㖏	nit lit	
㖐	wai	
㖑	haai	
㖒	tai	
㖓	hung	
㖔	tan	
㖕	san	
㖖	ngot ot	
㖗	jam	
㖘	seon san	
㖙	gaa	
㖚	fu	
㖛	gu gwu	
㖜	jing	
㖝	mei	
㖞	waa wo kwaa	
㖟	sau	
㖠	naa laa	
㖡	je e nge	
㖢	ci	
㖣	tau	
㖤	haam	
㖥	leon	
㖦	dung	
㖧	fan man	
㖨	luk	
㖩	zeoi	
㖪	waak	
㖫	ling	
㖬	sau	
㖭	tim	
㖮	leon	
㖯	tung	
㖰	tung	
㖱	je	
㖲	jyu	
㖳	jyu	
㖴	man	
㖵	got	
㖶	jin	
㖷	si	
㖸	laa	
㖹	pan	
㖺	ceon	
㖻	nau lau	
㖼	mau	
㖽	zaak	
㖾	ngok ok	
㖿	je	
㗀	jau	
㗁	ngok ok	
㗂	saang	
㗃	man	
㗄	ku kwu	
㗅	wu	
㗆	gaak	
㗇	haa gaa	
㗈	maan	
㗉	loek	
㗊	leoi	
㗋	hau	
㗌	zat	
㗍	zaai	
㗎	gaa ga	
㗏	waai wai	
㗐	haap	
㗑	baai	
㗒	oi ngoi	
㗓	zeoi	
㗔	hin	
㗕	gau	
㗖	daam	
㗗	bei	
㗘	bok	
㗙	co	
㗚	leot	
㗛	siu	
㗜	cau	
㗝	gou	
㗞	po	
㗟	zyu	
㗠	ci	
㗡	jing	
㗢	hung	
㗣	tai	
㗤	zuk	
㗥	kwok kok	
㗦	lou	
㗧	zat	
㗨	haai	
㗩	sap	
㗪	pei	
㗫	cit	
㗬	zaa	
㗭	sik	
㗮	gang	
㗯	ze	
㗰	cung	
㗱	zaap zep	
㗲	waak	
㗳	dap	
㗴	ngaan aan	
㗵	fat	
㗶	put	
㗷	coi	
㗸	haam	
㗹	wai	
㗺	saap	
㗻	go	
㗼	jip	
㗽	hoeng	
㗾	hoe	
㗿	ho	
㘀	zok	
㘁	jik	
㘂	ci	
㘃	je	
㘄	lang	
㘅	haam	
㘆	toi	
㘇	wing	
㘈	jik	
㘉	zik zit	
㘊	kap	
㘋	jin	
㘌	koek	
㘍	zat	
㘎	haam	han
㘏	dou	
㘐	paau	
㘑	lai	
㘒	zung	
㘓	laan	
㘔	coi	
㘕	haam	
㘖	ngaan aan	
㘗	keoi	
㘘	lyun	
㘙	ngaam aam	
㘚	haam	
㘛	ham	
㘜	cau	
㘝	naap laap	
㘞	wo	
㘟	coeng	
㘠	bik	
㘡	haap	
㘢	wang	
㘣	syun	
㘤	waan	
㘥	jau ngo o	
㘦	kan	
㘧	zeoi	
㘨	nip lip	
㘩	bei	
㘪	hou	
㘫	ging	
㘬	aau ngaau	
㘭	aau ngaau	
㘮	jik	
㘯	coeng	
㘰	zam	
㘱	taan	
㘲	guk	
㘳	jau	
㘴	zo	
㘵	bou	
㘶	git	
㘷	ngaai aai	
㘸	zong	
㘹	ci	
㘺	fat	
㘻	jan	
㘼	haau	
㘽	zoi	
㘾	jyu	
㘿	nit lit	
㙀	lau	
㙁	mui	
㙂	deoi	
㙃	bang	
㙄	bai	
㙅	bou	
㙆	wang	
㙇	cuk	
㙈	haa	
㙉	tin	
㙊	coeng	
㙋	gei	
㙌	suk	
㙍	zeoi	duo
㙎	wai	
㙏	fuk	
㙐	do	
㙑	jyu	
㙒	je	
㙓	kwai	
㙔	wai	
㙕	faai	
㙖	jyu	
㙗	wui	
㙘	jiu	yao
㙙	lung	
㙚	sing	
㙛	bou	
㙜	kok	
㙝	hip	
㙞	ngat at	
㙟	long	
㙠	ai ngai	
㙡	zung	
㙢	mun	
㙣	zoeng	
㙤	laa	
㙥	gwan	
㙦	ce	xie
㙧	lau	
㙨	gei	
㙩	liu	
㙪	ai ngai	
㙫	cap	
㙬	ngan an	
㙭	kyut	
㙮	daap	
㙯	ngai ai	
㙰	haai	
㙱	gou	
㙲	jung	
㙳	ham	
㙴	cim	
㙵	toi	
㙶	tong	
㙷	zaap	
㙸	pok	
㙹	mung	
㙺	kwai	
㙻	cin	
㙼	leoi	
㙽	sik	
㙾	hok	
㙿	hei	
㚀	hei	
㚁	kiu	
㚂	nong long	
㚃	wan	
㚄	zi	
㚅	lung	
㚆	fuk	
㚇	zung	
㚈	ngoi oi	
㚉	gu gwu	
㚊	hoi	
㚋	diu	
㚌	fo	
㚍	fui	
㚎	heoi	
㚏	gou	
㚐	tou	
㚑	ling	
㚒	sim	
㚓	loi	
㚔	nip lip	
㚕	bat	
㚖	gou	
㚗	ce	
㚘	bun	
㚙	gaa	
㚚	kwang	
㚛	hai	
㚜	wik	
㚝	zeoi	
㚞	sam	
㚟	coek	
㚠	hiu	
㚡	gei	
㚢	nou lou	
㚣	gaau	
㚤	jik	
㚥	jyu	
㚦	gei	
㚧	cim	
㚨	san	
㚩	jim	
㚪	hou	
㚫	saap	
㚬	gwan	
㚭	jau	
㚮	daam	
㚯	cam	
㚰	pui	
㚱	jau	
㚲	cim	
㚳	aa ngaa	
㚴	pou	
㚵	dung	
㚶	ci	
㚷	naai laai	
㚸	si	
㚹	maau	
㚺	jan	
㚻	gai	
㚼	nau lau	
㚽	haau	
㚾	hing	
㚿	baau	
㛀	co	
㛁	paang	
㛂	no lo	
㛃	git	jie
㛄	ji	
㛅	nei lei	
㛆	do	
㛇	zong	
㛈	haau	
㛉	jiu	
㛊	do	
㛋	nei lei	
㛌	mau	
㛍	hip	
㛎	leoi	
㛏	kau	
㛐	sou	
㛑	caan	
㛒	dau	
㛓	hei	
㛔	fung	
㛕	jap	
㛖	so	
㛗	ce	
㛘	put	
㛙	san	
㛚	tung	tong
㛛	san	
㛜	jau	
㛝	bui	
㛞	lung	
㛟	wun	
㛠	haan	
㛡	wan	
㛢	sau	
㛣	wan	
㛤	lei	
㛥	taap	
㛦	lam	
㛧	man	
㛨	koeng	
㛩	zuk	
㛪	jim	
㛫	sik	
㛬	luk	
㛭	sik	
㛮	sou	
㛯	faan	
㛰	fan	
㛱	wui	
㛲	faat	
㛳	jai	
㛴	nou lou	
㛵	cing	
㛶	taan	
㛷	gai	
㛸	syu	
㛹	pin	pian
㛺	jam	
㛻	waai	
㛼	caap	
㛽	saan	
㛾	haam	
㛿	daai	
㜀	soeng	
㜁	caa	
㜂	fung	
㜃	lyun	
㜄	cam	
㜅	huk	
㜆	mai	
㜇	wai	
㜈	muk	
㜉	jung	
㜊	zin	
㜋	jik	
㜌	nau lau	
㜍	tong	
㜎	hai	
㜏	wan	
㜐	syu	
㜑	po	
㜒	ngai ai	
㜓	daap	
㜔	ging	
㜕	lin	
㜖	cou	
㜗	caam	
㜘	ze	
㜙	luk	
㜚	suk	
㜛	jyun	
㜜	ngou ou	
㜝	ngam am	
㜞	cim	
㜟	haam	
㜠	ceoi	
㜡	cung	
㜢	leoi	
㜣	jin	
㜤	nim lim	
㜥	maai	
㜦	cam	
㜧	jyut	
㜨	naai laai	
㜩	ou ngou	
㜪	san	
㜫	mei	
㜬	daam	
㜭	dong	
㜮	laam	
㜯	hei	
㜰	joek	
㜱	zat	
㜲	jing	
㜳	waai	
㜴	mang	
㜵	niu liu	
㜶	min	
㜷	naai laai	
㜸	jit jip	
㜹	keoi	
㜺	zaan	
㜻	lyun	
㜼	zat	
㜽	zi	
㜾	haai	
㜿	zeoi	
㝀	hou	
㝁	hyun	
㝂	zai	
㝃	min	
㝄	seon	
㝅	gau	
㝆	hei	
㝇	seon	
㝈	lyun	
㝉	cyu	
㝊	sau	
㝋	liu	
㝌	gau	
㝍	se	
㝎	ding	
㝏	gaai	
㝐	jung	
㝑	pong	
㝒	geoi	
㝓	hap	
㝔	jiu	
㝕	ning ling	
㝖	ji	
㝗	long	
㝘	jung	
㝙	jan	
㝚	jin	
㝛	suk sau	
㝜	sik	
㝝	lam	
㝞	aa ngaa	
㝟	mou	
㝠	ming	
㝡	zeoi	
㝢	jyu	
㝣	ai ngai	
㝤	gau	
㝥	mai	
㝦	zeon	
㝧	wan	
㝨	jyun waan	
㝩	hoi hong	
㝪	dim	
㝫	lung	
㝬	wu	
㝭	sing	
㝮	ceoi	
㝯	kiu	
㝰	min	
㝱	mung	
㝲	cam	
㝳	sam	
㝴	jyun	
㝵	dak	
㝶	dak	
㝷	cam	
㝸	bin	
㝹	nau lau	
㝺	lim	
㝻	gan	
㝼	jyu	
㝽	seoi	
㝾	zo	
㝿	bai bo bei	
㞀	fui	
㞁	jiu	
㞂	teoi	
㞃	kek	
㞄	am ngam	
㞅	lo	
㞆	gei	
㞇	wui	
㞈	but	
㞉	zaat	
㞊	seot	
㞋	nin lin	
㞌	jan	
㞍	jyun	
㞎	baa	
㞏	zaap	
㞐	geoi gei	
㞑	mei	
㞒	ai hei ngai	
㞓	hei hai	
㞔	ji	
㞕	sit	
㞖	ci	
㞗	kau gau	
㞘	duk	
㞙	niu liu	
㞚	cap	
㞛	gei	
㞜	teoi	
㞝	cik	
㞞	sung cung	
㞟	din	
㞠	liu	
㞡	zin	
㞢	zi jau	
㞣	fan	
㞤	jam	
㞥	sam	
㞦	gei	
㞧	wui	
㞨	zi	
㞩	laam	
㞪	nou lou	
㞫	zau	
㞬	jan	
㞭	daai	
㞮	ngai ai	
㞯	hei	
㞰	heoi	
㞱	sung	
㞲	jung	
㞳	dau	
㞴	ci	
㞵	tou	
㞶	man	
㞷	wong	
㞸	seoi	
㞹	ho	
㞺	zuk	
㞻	hou	
㞼	sing	
㞽	hyut	
㞾	nei lei	
㞿	kei	
㟀	lin	
㟁	ngon on	
㟂	mou	
㟃	si	si
㟄	coeng	
㟅	ngong ong	
㟆	waa	
㟇	zo	
㟈	kau	
㟉	lou	
㟊	fau	
㟋	deoi	
㟌	mong	
㟍	long	
㟎	to	
㟏	ham	
㟐	mong	
㟑	but	
㟒	kwan	
㟓	kei	
㟔	ham	
㟕	giu	
㟖	lung	
㟗	ban	
㟘	tiu	
㟙	zaak	
㟚	kei	
㟛	zaam	
㟜	mei	
㟝	pui	
㟞	zaan	
㟟	hong	
㟠	gong	
㟡	kwai	
㟢	kei	
㟣	sung	
㟤	luk	
㟥	cam caam	
㟦	wan	
㟧	ngok ok	
㟨	dyun	
㟩	man	
㟪	wai	
㟫	cyun	
㟬	sau	
㟭	man	
㟮	dat	
㟯	ngaak aak	
㟰	ming	
㟱	jiu	
㟲	jyun	
㟳	leot	
㟴	faai	
㟵	gong	
㟶	jyun	
㟷	daat	
㟸	gou	
㟹	lou	
㟺	lau	
㟻	cim	
㟼	ngou ou	
㟽	biu	
㟾	jung	
㟿	mang	
㠀	dou	
㠁	cam caam	
㠂	ngou ou	
㠃	dik	
㠄	zaap	
㠅	fuk	
㠆	daan	
㠇	zau	jiu
㠈	jeon	
㠉	tung	
㠊	heoi	
㠋	ngok ok	
㠌	kai	
㠍	cap	
㠎	zaap	
㠏	waa	
㠐	giu	
㠑	zeoi	
㠒	biu	
㠓	mung	meng
㠔	baai	
㠕	ngai ai	
㠖	ngai ai	
㠗	ou ngou	
㠘	zeoi	
㠙	hou	
㠚	deoi	
㠛	waak	
㠜	jik	
㠝	cyun	
㠞	zing	
㠟	lai	
㠠	leoi	
㠡	niu liu	
㠢	waai	
㠣	lik	
㠤	soeng	
㠥	leot	
㠦	fung	
㠧	mei	
㠨	wat	
㠩	fong	
㠪	geoi	
㠫	faan	
㠬	hau	
㠭	zin	
㠮	pung	
㠯	ji	
㠰	gaa	
㠱	gei	
㠲	bei	
㠳	jap	
㠴	jan	
㠵	fong	
㠶	faan	
㠷	gap	
㠸	fu	
㠹	gaai	
㠺	saa	
㠻	hei	
㠼	si	
㠽	tung	
㠾	jyun	
㠿	zi	
㡀	bai	
㡁	kwaa	
㡂	lai	
㡃	fong	
㡄	seon	
㡅	no lo	
㡆	fong	
㡇	zip	
㡈	man	
㡉	gin	
㡊	hap	
㡋	jip	
㡌	mou	
㡍	mok	
㡎	saam	
㡏	syu	
㡐	zin	
㡑	ciu	
㡒	zeon	
㡓	gwan	
㡔	mou	
㡕	joeng	
㡖	cong	
㡗	tai	
㡘	lim	
㡙	bai	
㡚	kau	
㡛	mong fong	
㡜	sit	
㡝	fung	
㡞	lau	
㡟	zou	
㡠	zing	
㡡	cyu ceoi	
㡢	maan	
㡣	lung	
㡤	jip	
㡥	jan	
㡦	pan	
㡧	zing	
㡨	zim	
㡩	lyun	
㡪	fan	
㡫	ai ngai	
㡬	gei	
㡭	gai	
㡮	gat	
㡯	zaak	
㡰	jyu	
㡱	gau	
㡲	waan	
㡳	zi	
㡴	laap	
㡵	ling	
㡶	zi	
㡷	bun	
㡸	zaa	
㡹	ci	
㡺	daan	
㡻	liu	
㡼	ji	
㡽	ziu	
㡾	haan	
㡿	cik	
㢀	ci	
㢁	ci	
㢂	jim	
㢃	long	
㢄	dau	
㢅	lung	
㢆	cin	
㢇	jin	
㢈	teoi	
㢉	caa	
㢊	ai ngai	
㢋	ci	
㢌	aa ngaa	
㢍	jing	
㢎	zip	
㢏	tau	
㢐	waa	
㢑	teoi	
㢒	caa	
㢓	zoeng	
㢔	zung	
㢕	jung	
㢖	pun	
㢗	hiu	
㢘	lim	
㢙	kan	
㢚	lou	
㢛	jim	
㢜	kong	
㢝	sou	
㢞	jik	
㢟	cin	
㢠	gwing	
㢡	zoeng	
㢢	bai	
㢣	king	
㢤	zoi	
㢥	dung	
㢦	go	
㢧	gyun	
㢨	hon	
㢩	dik	
㢪	wu	
㢫	saan	
㢬	wang	
㢭	tou	
㢮	ci	
㢯	deon	
㢰	bei	
㢱	nei lei	
㢲	seon	
㢳	lou	
㢴	sai	
㢵	hip	
㢶	bat	
㢷	seoi	
㢸	bat	
㢹	san	
㢺	jin	
㢻	jeoi	
㢼	bit	
㢽	nei lei	
㢾	gyun	
㢿	hau	
㣀	zan	
㣁	bei	
㣂	ngaak aak	
㣃	juk	
㣄	keoi	
㣅	zaam	
㣆	mei	
㣇	dai	
㣈	si	
㣉	gung	
㣊	man	
㣋	daan	
㣌	saam	
㣍	toi	
㣎	muk	
㣏	zing	
㣐	bin	
㣑	jung	
㣒	cing	
㣓	caan	
㣔	ding	
㣕	daai	
㣖	taai	
㣗	wu	
㣘	keoi	
㣙	dik	
㣚	tung	
㣛	taap	
㣜	jing	
㣝	sung	
㣞	dyut	
㣟	hat	
㣠	tou	
㣡	zung	
㣢	tai	
㣣	sim	
㣤	cin	
㣥	zi	
㣦	wai	
㣧	jan	
㣨	gu gwu	
㣩	lam	
㣪	wun	
㣫	zung	
㣬	cap	
㣭	zung	
㣮	naam laam	
㣯	sit	
㣰	sat	
㣱	zaak	
㣲	mei	
㣳	mou	
㣴	wong	
㣵	taat	
㣶	zaan	
㣷	ning ling	
㣸	jeoi	
㣹	jing	
㣺	sam	
㣻	ngaai aai	
㣼	jan	
㣽	syu	
㣾	caa	
㣿	zoek	
㤀	mong	
㤁	tim	
㤂	gap	
㤃	fong	
㤄	pui	
㤅	oi ngoi	
㤆	faan	
㤇	ou ngou	
㤈	cam	
㤉	kaa	
㤊	haau	
㤋	fan	
㤌	gam	
㤍	haau	
㤎	go	
㤏	dung	
㤐	tip	
㤑	jau	
㤒	gou	
㤓	ban	
㤔	fu	
㤕	ceot	
㤖	no lo	
㤗	taai	
㤘	zau cau	zhou
㤙	jan	
㤚	hong	
㤛	jam	
㤜	seot	
㤝	cung	
㤞	caa dok	
㤟	hung	
㤠	lit	
㤡	lai	
㤢	juk	
㤣	paang	
㤤	jyu	
㤥	hoi	
㤦	lei	
㤧	hau	
㤨	gung	
㤩	kok	
㤪	jyun	
㤫	dak	
㤬	wai	
㤭	giu	
㤮	gwong gong	
㤯	gwing	
㤰	zok	
㤱	fu	
㤲	hip	
㤳	bui	
㤴	cip	
㤵	ci	
㤶	mong	
㤷	ham	
㤸	hik	
㤹	kau	
㤺	fong	
㤻	tung	
㤼	gip	
㤽	cau	
㤾	saam	
㤿	jim	
㥀	zik	
㥁	dak	
㥂	tik	
㥃	mun	
㥄	ling	ling
㥅	sau	
㥆	teoi	
㥇	caan	
㥈	dip	
㥉	cai	
㥊	pang	
㥋	ji ai	
㥌	guk	
㥍	gei	
㥎	lei	
㥏	tin	
㥐	jyun	
㥑	jau	
㥒	coi	
㥓	kei	
㥔	juk	
㥕	lin	
㥖	cung	
㥗	man	
㥘	gip	
㥙	zung	
㥚	jyu	
㥛	gik	
㥜	wai	
㥝	mei	
㥞	seoi	
㥟	haai	
㥠	seoi	
㥡	ci	
㥢	cau	
㥣	wai	
㥤	ging	
㥥	jyu	
㥦	hip	
㥧	seon	
㥨	seoi	
㥩	do	
㥪	lau	
㥫	deon	
㥬	pong	
㥭	taai	
㥮	zau cau	
㥯	jan	
㥰	sou	
㥱	fei	
㥲	can	
㥳	jyun	
㥴	ji	
㥵	wan	
㥶	sak	
㥷	ai ngai	
㥸	man	
㥹	fan	
㥺	hap	
㥻	cik	
㥼	jan	
㥽	caak	
㥾	nik lik	
㥿	ngou ou	
㦀	fung	
㦁	lin	
㦂	soeng	
㦃	caan	
㦄	maa	
㦅	dit	
㦆	fu	
㦇	luk	
㦈	oi ngoi	
㦉	ji	
㦊	waa	
㦋	zaa	
㦌	fat	
㦍	ngok ok	
㦎	waak	
㦏	seon	
㦐	nei lei	
㦑	haam	
㦒	lai	
㦓	jin	
㦔	jim	
㦕	lung	
㦖	mun	
㦗	gam	
㦘	gik	
㦙	jyu	
㦚	bin	
㦛	jyu	
㦜	wok	
㦝	mok	
㦞	cau	
㦟	maai	
㦠	deoi	
㦡	lok	
㦢	zit	
㦣	wai	
㦤	ji	
㦥	hyun	
㦦	hik	
㦧	caam	
㦨	laan	
㦩	jan	
㦪	sip	
㦫	zaat	
㦬	lo	
㦭	lin	
㦮	zin	
㦯	waak	
㦰	zim	
㦱	ngo o	
㦲	zoi	
㦳	ngo o	
㦴	gaak	
㦵	zyu	
㦶	dit	
㦷	jung	
㦸	gik	
㦹	joeng	
㦺	juk	
㦻	zaap	
㦼	soeng	
㦽	juk	
㦾	ji	
㦿	haam	
㧀	gap	
㧁	heoi	
㧂	tin	
㧃	sau	
㧄	ham	
㧅	muk	
㧆	gan	
㧇	mou	
㧈	jan	
㧉	goi	
㧊	put	
㧋	hyun	
㧌	mou	
㧍	fong	
㧎	ngaa aa	
㧏	gong	
㧐	sung	song
㧑	fai	hui
㧒	wat	
㧓	gwaa	
㧔	gwaai	
㧕	lau	
㧖	ak aak ngaak	
㧗	zi	
㧘	zi	
㧙	pit	
㧚	ngaa aa	
㧛	laam	
㧜	laap	
㧝	ke	
㧞	bat	
㧟	kwaai	kuai
㧠	mei	
㧡	hoi	
㧢	jan	
㧣	zyu	
㧤	cung	
㧥	sin	
㧦	hyun	
㧧	so	
㧨	kau	
㧩	bui	
㧪	gwai	
㧫	ji	
㧬	gung ung ngung	
㧭	kung	
㧮	fat	
㧯	lou	
㧰	lik loek	
㧱	naa laa	
㧲	sam	
㧳	zeoi	
㧴	ngo o	
㧵	pau	
㧶	hang	
㧷	tan	
㧸	paang	
㧹	tik	
㧺	taap dap	
㧻	duk	
㧼	biu	
㧽	gu gwu	
㧾	fat	
㧿	cung	
㨀	bing	
㨁	zi	
㨂	dung	
㨃	deoi	
㨄	zau	
㨅	neoi leoi	
㨆	lam	
㨇	po	
㨈	zai	
㨉	man	
㨊	wai	
㨋	ce	
㨌	gau	
㨍	bong	
㨎	jyu	
㨏	taan	
㨐	bau	
㨑	zung	
㨒	fui	
㨓	lou	
㨔	ham	
㨕	jing	
㨖	zi	
㨗	zit cip	
㨘	sang saang	
㨙	haai	
㨚	seon	
㨛	sim	
㨜	kin	
㨝	sit	
㨞	sou	
㨟	goi	
㨠	mik	
㨡	wat	
㨢	pei lang nang	
㨣	jung	
㨤	kwaai	
㨥	naap laap	
㨦	sung	
㨧	ban	
㨨	cau	
㨩	zit	
㨪	fong	
㨫	laam	
㨬	jyun	
㨭	wu	
㨮	dau	
㨯	kwok kok	
㨰	gwan	
㨱	jiu	
㨲	caak	
㨳	gwai	
㨴	kin	
㨵	zin	
㨶	dou	
㨷	gan	
㨸	maat	
㨹	wai	
㨺	min	
㨻	caam	
㨼	loek	
㨽	bik	
㨾	joeng	
㨿	geoi	
㩀	geoi	
㩁	kok	
㩂	huk	
㩃	gin	
㩄	saai	
㩅	cau	
㩆	zau	
㩇	waak	
㩈	wan	
㩉	daap	
㩊	syun	
㩋	sok siu	
㩌	fei	
㩍	caak	
㩎	jip	
㩏	hak	
㩐	dan	
㩑	saap	
㩒	gam	
㩓	wai	
㩔	tyun	
㩕	ling	
㩖	koeng	
㩗	kwai	
㩘	ji	
㩙	sak	
㩚	mung	
㩛	tyun	
㩜	laam	
㩝	hou	
㩞	caak	
㩟	zaai	
㩠	ou ngou	
㩡	lo	
㩢	mit	
㩣	fai	
㩤	fu	
㩥	cim	
㩦	kwai	
㩧	bok	
㩨	wai	
㩩	king	
㩪	kit	
㩫	zat	
㩬	hei	
㩭	gaau	
㩮	geoi	
㩯	pun	
㩰	ziu	
㩱	zoek	
㩲	kyun	
㩳	sung	
㩴	guk	
㩵	ngaat aat	
㩶	nip lip	
㩷	hin	
㩸	dip	
㩹	dip	
㩺	pei	
㩻	kei	
㩼	zi	
㩽	kei	
㩾	zeoi	
㩿	fat kak	
㪀	jyu	
㪁	kam	
㪂	fat	
㪃	ho	
㪄	fat	
㪅	gang	
㪆	dai	
㪇	sin	
㪈	gwai	
㪉	hap	
㪊	kwan	
㪋	hon	
㪌	tung	
㪍	bui but	
㪎	sim	
㪏	bai	
㪐	leot lak	
㪑	jip	
㪒	ngai ai	
㪓	ceoi	
㪔	saan	
㪕	diu coek	
㪖	luk	
㪗	tau	
㪘	lim	
㪙	fo	
㪚	saan	
㪛	zam	
㪜	ceoi	
㪝	lin	
㪞	mou	
㪟	deon deoi tyun	
㪠	zaam	
㪡	koi	
㪢	saau	
㪣	hiu	
㪤	bat	
㪥	zaa	
㪦	jan	
㪧	jap	
㪨	sin	
㪩	sok	
㪪	saap	
㪫	jeoi	
㪬	coek	
㪭	lou	
㪮	ling	
㪯	geoi	
㪰	zaai	
㪱	wun	
㪲	dau	
㪳	dau	
㪴	git	
㪵	bun	
㪶	huk	
㪷	dau	
㪸	zam	
㪹	lau	
㪺	keoi	
㪻	gyun	
㪼	ho	
㪽	so	
㪾	lok	
㪿	zit	
㫀	ding	
㫁	dyun	
㫂	zyu	
㫃	jin	
㫄	pong	
㫅	kei	
㫆	ji	
㫇	jyu	
㫈	jyu	
㫉	ngai ai	
㫊	ji	
㫋	zin	
㫌	syun	
㫍	jau	
㫎	fai	
㫏	jiu	
㫐	jiu	
㫑	zi	
㫒	gung	
㫓	hei	
㫔	gan	
㫕	gwong gong	
㫖	zi	
㫗	hau	
㫘	mat	
㫙	fu	
㫚	fat	
㫛	gwong gong	
㫜	taan	
㫝	dai	
㫞	tou	
㫟	jyun	
㫠	bun	
㫡	dung	
㫢	heoi	
㫣	man	
㫤	cong	
㫥	ming	
㫦	tou	
㫧	bou	
㫨	on ngon	
㫩	ceon	
㫪	zung	
㫫	hin	
㫬	ceon	
㫭	si	
㫮	ci	
㫯	mou	
㫰	long	lang
㫱	naan laan	
㫲	pui	
㫳	san	
㫴	haau	
㫵	fei	
㫶	zau	
㫷	gei	
㫸	zip	
㫹	so	
㫺	sik	
㫻	gwan	
㫼	zit	
㫽	luk	
㫾	soeng	
㫿	zeoi	
㬀	hoeng	
㬁	caap	
㬂	jyu	
㬃	toi	
㬄	caan	
㬅	maan	
㬆	man	
㬇	wun	
㬈	wan	
㬉	nyun lyun	
㬊	wun	huan
㬋	hau	
㬌	ging	
㬍	bok	
㬎	hin	xian
㬏	lik	
㬐	zeon	
㬑	gwok gok	
㬒	mong	
㬓	piu	
㬔	hou	
㬕	joeng	
㬖	kai	
㬗	nin lin	
㬘	suk	
㬙	wai	
㬚	cit	che
㬛	kap	
㬜	zeon	
㬝	cang	
㬞	hot	
㬟	fan	
㬠	saai saat	
㬡	ling	
㬢	hei	
㬣	deoi	
㬤	jap	
㬥	bou buk	
㬦	wok	
㬧	bou	
㬨	haak	
㬩	wai	
㬪	dip daap	
㬫	jin	
㬬	keoi	
㬭	zoek ziu	
㬮	naan laan	
㬯	lip	
㬰	jyu	
㬱	tai	
㬲	tim	
㬳	ng m	
㬴	hung	
㬵	gaau	
㬶	hou	
㬷	kwan	
㬸	tiu	
㬹	zaang	
㬺	tang	
㬻	fong	
㬼	fuk	
㬽	ngok ok	
㬾	tyun	
㬿	tan	
㭀	sai	
㭁	jing	
㭂	niu liu	
㭃	gong	
㭄	seon	
㭅	saam	
㭆	naai laai	
㭇	jyun	
㭈	kyut	
㭉	waa	
㭊	sik cik	
㭋	paang	
㭌	jyu	
㭍	cat	
㭎	gong	gang
㭏	wai fai	
㭐	daai	
㭑	mui	
㭒	zi	
㭓	bin	
㭔	lou	
㭕	keoi	qu
㭖	doi	
㭗	ming	
㭘	gap	
㭙	zaak	
㭚	leoi	
㭛	paai	
㭜	jung	
㭝	kau	
㭞	lyut	
㭟	gung	
㭠	sin	
㭡	sai	
㭢	hing	
㭣	man	
㭤	niu liu	
㭥	fu	
㭦	zaak	
㭧	zau	
㭨	je	
㭩	lyut	
㭪	fu	
㭫	co	
㭬	doek	
㭭	baat	
㭮	zaat	
㭯	zip	
㭰	zeoi	
㭱	haap	
㭲	gik	
㭳	haau	
㭴	gin	
㭵	din	
㭶	fong	
㭷	naam laam	
㭸	tou	
㭹	jin	
㭺	jim	
㭻	tong	
㭼	taap	
㭽	dai	
㭾	gwat	
㭿	ngong ong	
㮀	haam	
㮁	haau	
㮂	guk	
㮃	wai	
㮄	bong	
㮅	zeoi	
㮆	jit	
㮇	tim	
㮈	noi loi	
㮉	hap	
㮊	mau	
㮋	jau	
㮌	min	
㮍	zin	
㮎	bui	
㮏	noi loi	
㮐	saang	
㮑	caap	
㮒	jim	
㮓	gang	
㮔	cung	
㮕	jyun	
㮖	git	
㮗	ging	
㮘	mou	
㮙	ngok ok	
㮚	leot	
㮛	ci	
㮜	zong	
㮝	hat	
㮞	zit	
㮟	nin lin	
㮠	wing	
㮡	gun gwun	
㮢	hau	
㮣	koi	
㮤	cung	
㮥	ban	
㮦	sok	
㮧	wu	
㮨	zik	
㮩	sik	
㮪	kung	
㮫	hot	
㮬	jung	
㮭	gaam	
㮮	git	
㮯	wan	
㮰	pei	
㮱	sing	
㮲	cau	
㮳	zan	
㮴	sau	
㮵	zin	
㮶	sok	
㮷	gai	
㮸	sung	
㮹	zi	
㮺	bun	
㮻	sou	
㮼	sin	
㮽	pun	
㮾	long	lang
㮿	bat	
㯀	syun	
㯁	pui	
㯂	daai	
㯃	cat	
㯄	zi	
㯅	pei	
㯆	caan	
㯇	bai	
㯈	cuk	
㯉	wok	
㯊	han	
㯋	gwing	
㯌	cyun	
㯍	zoeng	
㯎	nyun lyun	
㯏	guk	
㯐	to	
㯑	zoeng	
㯒	mik	
㯓	taap	
㯔	ceoi	
㯕	sai	
㯖	dak	
㯗	haan	
㯘	fun	
㯙	zit	
㯚	daap	
㯛	wu	
㯜	zyut	
㯝	lou	
㯞	gyun	
㯟	luk	
㯠	hin	
㯡	paau	
㯢	zam	
㯣	fan	
㯤	gik	
㯥	cou	
㯦	kei	
㯧	ciu	
㯨	suk	
㯩	tai	
㯪	ling	
㯫	keoi	
㯬	lim	
㯭	lou	
㯮	suk	
㯯	gung	
㯰	zik	
㯱	pou piu	
㯲	gam	
㯳	king	
㯴	jung	
㯵	dung	
㯶	zung	
㯷	buk	
㯸	zeon	
㯹	biu	
㯺	haam	
㯻	gwan	
㯼	goi	
㯽	ban	
㯾	zou	
㯿	lip	
㰀	lai	li
㰁	lo	
㰂	sam	
㰃	min	
㰄	zin	
㰅	dik	
㰆	bai	
㰇	cim	
㰈	lim	
㰉	zeon	
㰊	cim	
㰋	pan	
㰌	kok	
㰍	lung	
㰎	zeoi	
㰏	gou	
㰐	to	
㰑	saam	
㰒	hok	
㰓	laam	
㰔	sip	
㰕	hei	
㰖	laam	
㰗	cik	
㰘	ji	
㰙	no lo	
㰚	lei	
㰛	joek	
㰜	din	
㰝	ji	
㰞	ci	
㰟	gat	
㰠	hong	
㰡	haai	
㰢	hang	
㰣	zi	
㰤	ho	
㰥	hai	
㰦	heoi	
㰧	hoi	
㰨	haai	
㰩	hoi	
㰪	gwai	
㰫	caam	
㰬	seon	
㰭	heoi	
㰮	san	
㰯	tau	
㰰	gaap	
㰱	saap	
㰲	juk	
㰳	aa ngaa	
㰴	fau	
㰵	zeot	
㰶	jau	
㰷	zi	
㰸	lim	
㰹	him	
㰺	haa	
㰻	ji	
㰼	sip	
㰽	jin	
㰾	giu	
㰿	hei	
㱀	zyut	
㱁	seoi	
㱂	hong	
㱃	jam	
㱄	hak	
㱅	ji	
㱆	hei	
㱇	sik	
㱈	gam	
㱉	jip	
㱊	jau	
㱋	kok	
㱌	jip	
㱍	lyun	
㱎	gwan	
㱏	zing	
㱐	zing	
㱑	seoi	
㱒	ho	
㱓	ling	
㱔	se	
㱕	gwai	
㱖	seoi	
㱗	jau	
㱘	jim	
㱙	nau jau lau	
㱚	caan	
㱛	daai	
㱜	zaat	
㱝	sei	
㱞	ngap ap	
㱟	pei	
㱠	fu	
㱡	sing	
㱢	long	
㱣	teoi	
㱤	sik	
㱥	ling	
㱦	kei	
㱧	waat	
㱨	lim	
㱩	duk	
㱪	fan	
㱫	laan	
㱬	wui	
㱭	dyun	
㱮	kui kwui	
㱯	ngoi oi	
㱰	zoi	
㱱	wui	
㱲	ji	
㱳	mok	
㱴	zi	
㱵	fan	
㱶	pang	
㱷	zaap	
㱸	pik	
㱹	lik	
㱺	leoi	
㱻	lo	
㱼	hoi	
㱽	dam	
㱾	goi	
㱿	kok	
㲀	zan	
㲁	hung	
㲂	cang	
㲃	gau	
㲄	huk	
㲅	gai	
㲆	ling	
㲇	dung	
㲈	siu	
㲉	kok	
㲊	jeoi	
㲋	coek	
㲌	ning ling	
㲍	zi	
㲎	leoi	
㲏	pou	
㲐	gam	
㲑	seoi	
㲒	bou	
㲓	syu	
㲔	sin	
㲕	laai	
㲖	siu	
㲗	fu	
㲘	keoi	
㲙	sau	
㲚	saa	
㲛	zi	
㲜	taan	
㲝	jung	
㲞	seot	
㲟	jing	
㲠	mou	
㲡	noi loi	
㲢	bin	
㲣	sau	
㲤	seoi	
㲥	tong	
㲦	hon	
㲧	sou	
㲨	jung	
㲩	taap	
㲪	dang	
㲫	buk	
㲬	ziu	
㲭	taan	
㲮	taap	
㲯	laam	
㲰	ning ling	
㲱	lip	
㲲	dip	
㲳	dit	
㲴	zung	
㲵	siu	
㲶	lou	
㲷	daam	
㲸	kap	
㲹	gwai	
㲺	cat	
㲻	nik lik	
㲼	ngaai aai	
㲽	nin lin	
㲾	jyu	
㲿	wong	
㳀	gwo go	
㳁	zak	
㳂	jyun	
㳃	ceoi	
㳄	jin	
㳅	lau	
㳆	tau	
㳇	fu	fu
㳈	pui	
㳉	jyut	
㳊	jau	
㳋	jau	
㳌	aap ngaap	
㳍	bou	
㳎	bin	
㳏	si	
㳐	zaat	
㳑	jat	
㳒	faat	
㳓	jau	
㳔	deoi	
㳕	laan	
㳖	ji	
㳗	caai	
㳘	cung	chong
㳙	gyun	
㳚	wat	xu
㳛	jyu	
㳜	jau	
㳝	hong	
㳞	cung	
㳟	hung	
㳠	taat	
㳡	wo	
㳢	kiu	
㳣	lou	
㳤	suk	
㳥	lung	
㳦	haai	
㳧	cip	
㳨	zaat	
㳩	taam	
㳪	pei	
㳫	zaam	
㳬	syun	
㳭	jin	
㳮	niu liu	
㳯	san	
㳰	kau	
㳱	joeng	
㳲	taai	
㳳	hak	
㳴	mat	
㳵	gwai	
㳶	nau lau	
㳷	fui	
㳸	faa	
㳹	wong	
㳺	jau	
㳻	zaak	
㳼	bat	
㳽	nei lei	
㳾	goeng	
㳿	sit	
㴀	faan	
㴁	jik	
㴂	taam	
㴃	leoi	
㴄	wang	
㴅	siu	
㴆	zam	
㴇	sip	
㴈	ngan an	
㴉	zai	
㴊	jyun	
㴋	suk siu	
㴌	gu gwu	
㴍	sing	
㴎	noi loi	
㴏	wong	
㴐	min	
㴑	sou	
㴒	jik	
㴓	saai	
㴔	kap	ji
㴕	wo	
㴖	lok	
㴗	jau	
㴘	mou	
㴙	zaap	
㴚	seoi	
㴛	zi	
㴜	pin	
㴝	lai	
㴞	tou	
㴟	hau	
㴠	haam	
㴡	hoeng	
㴢	cung	
㴣	ji	
㴤	cyu	
㴥	ciu	
㴦	gun gwun	
㴧	sik	
㴨	zam	
㴩	jung	
㴪	jit	
㴫	gwan	
㴬	ze	
㴭	jiu	
㴮	sit	
㴯	zi	
㴰	nang lang	
㴱	sam	
㴲	si	
㴳	lung	
㴴	zaam	
㴵	mat	
㴶	kok	
㴷	daam	
㴸	sim	
㴹	mai	
㴺	zip	
㴻	syu	
㴼	suk	
㴽	sit	
㴾	but	
㴿	ding	
㵀	zuk	
㵁	fong	
㵂	syu	
㵃	se	
㵄	hon	
㵅	taam	
㵆	gou	
㵇	tim	
㵈	gu gwu	
㵉	lam	
㵊	naap laap	
㵋	mik	
㵌	ceon	
㵍	mun	
㵎	gaan	
㵏	ceoi	
㵐	kyut	jue
㵑	ho	
㵒	fai	
㵓	zik	
㵔	ce	
㵕	sam	
㵖	neoi leoi	
㵗	pang	
㵘	maan	man
㵙	hei	
㵚	fu	
㵛	sin	
㵜	naam laam	
㵝	jeoi	
㵞	sau	
㵟	mei	
㵠	fat	
㵡	bok	
㵢	leoi	
㵣	hot	
㵤	saap	
㵥	mat	
㵦	seoi	
㵧	got	
㵨	pei	
㵩	jai	
㵪	jin	
㵫	nap lap	
㵬	jing	
㵭	zyu	
㵮	seon	
㵯	fung	
㵰	zeoi	
㵱	piu	
㵲	mou	
㵳	liu	
㵴	cong	
㵵	zau	
㵶	zit	
㵷	bin	
㵸	joek	
㵹	wun	
㵺	paai	
㵻	jau	
㵼	se	
㵽	leoi	
㵾	cing	
㵿	jiu	
㶀	gaau	
㶁	gwik	
㶂	wong	
㶃	mou	
㶄	jim	
㶅	hok	
㶆	zyu	
㶇	waang	
㶈	jing	
㶉	kai	
㶊	can	
㶋	jeoi	
㶌	lin	
㶍	sin	
㶎	waan	
㶏	jan	
㶐	jing	
㶑	lim	
㶒	sim	
㶓	cong	
㶔	baai	
㶕	gaan	
㶖	suk	
㶗	faan	
㶘	tim	
㶙	jeoi	
㶚	baa	
㶛	jyu	
㶜	jyun	
㶝	jing	
㶞	nong long	
㶟	leoi	
㶠	jik	
㶡	daai	
㶢	gau	
㶣	cim	
㶤	caau	
㶥	gon	
㶦	zeon	
㶧	nyun lyun	
㶨	pui	
㶩	jam	
㶪	pui	
㶫	liu	
㶬	mut	
㶭	jau	
㶮	siu	
㶯	lau	
㶰	ham	
㶱	bun	
㶲	jung	yong
㶳	zeon	
㶴	ci	
㶵	jam	
㶶	nung lung	
㶷	ceon	
㶸	hip	
㶹	hung	
㶺	tim	
㶻	fung	
㶼	zeon	
㶽	wo	
㶾	biu	
㶿	but	
㷀	king	
㷁	jung	
㷂	seoi	
㷃	ceoi	
㷄	fui	
㷅	caau	
㷆	fau	
㷇	fui	
㷈	ap ngap	
㷉	wai	
㷊	fan	
㷋	taam	
㷌	zau	
㷍	leon	
㷎	hot	
㷏	jung	
㷐	wai	
㷑	jin	
㷒	jyu	
㷓	zung	
㷔	jim	
㷕	cau	
㷖	ziu	
㷗	gwing	
㷘	toi	
㷙	zin	
㷚	ting	
㷛	bou	
㷜	jik	
㷝	dat	
㷞	hau	
㷟	teoi	
㷠	leon	
㷡	gwing	
㷢	zaa	
㷣	sing	
㷤	huk	
㷥	zing	
㷦	gwik	
㷧	jyun	
㷨	fung	
㷩	hei	
㷪	zeon	
㷫	hing	
㷬	mok	
㷭	fung	
㷮	zou	
㷯	bung	
㷰	ci	
㷱	hung	
㷲	dung	
㷳	ngon on	
㷴	lik	
㷵	mak	
㷶	bik	
㷷	zeon	
㷸	jip	
㷹	zaau	
㷺	saat	
㷻	mou	
㷼	jin	
㷽	sin	
㷾	koek	
㷿	him	
㸀	toi	
㸁	hon	
㸂	seoi	
㸃	dim	
㸄	zai	
㸅	zit	
㸆	kaau	kao
㸇	zyun zaan	
㸈	ziu	
㸉	sit	
㸊	laai	
㸋	faan	
㸌	fok	huo
㸍	hei	
㸎	nip lip	
㸏	mei	
㸐	jin	
㸑	cyun	
㸒	jam	
㸓	mat	
㸔	hon	
㸕	fok	
㸖	ceoi	
㸗	tung	
㸘	maan	
㸙	ze	
㸚	lei	
㸛	siu	
㸜	hung	
㸝	him	
㸞	zit	
㸟	zi	
㸠	tiu	
㸡	syu	
㸢	bei	
㸣	jip	
㸤	pin	
㸥	zaam	
㸦	wu	
㸧	ngan an	
㸨	kau	
㸩	ngon on	
㸪	seon	
㸫	gin	
㸬	bui	
㸭	baa	
㸮	fan	
㸯	fo	
㸰	fo	
㸱	fo	
㸲	zok	
㸳	ling	
㸴	sek	
㸵	gwai	
㸶	jin	
㸷	sai	
㸸	hau	
㸹	lyut	
㸺	saa	
㸻	zi	
㸼	fung	
㸽	bui	
㸾	jan	
㸿	duk	
㹀	bui	
㹁	loeng	
㹂	jin	
㹃	he fe	
㹄	zik	
㹅	zung	
㹆	fai	
㹇	hot	
㹈	mou	
㹉	jyun	
㹊	ngok ok	
㹋	sau	
㹌	caan	
㹍	dik	
㹎	leoi	
㹏	gan	
㹐	sung	
㹑	sei	
㹒	pok	
㹓	jiu	
㹔	goeng	
㹕	waan	
㹖	waan	
㹗	tou	
㹘	jyu	
㹙	wang	
㹚	wang	
㹛	jiu	
㹜	ngan an	
㹝	si	
㹞	ngan an	
㹟	kyut	
㹠	tyun	
㹡	jyun	
㹢	gaa	
㹣	zung	
㹤	hip	
㹥	zyu	
㹦	diu	
㹧	ong ngong	
㹨	jau	
㹩	hing	
㹪	saan	
㹫	ji	
㹬	si	
㹭	jai	
㹮	mak	
㹯	jau	
㹰	gwong gong	
㹱	zoek coek	
㹲	haau	
㹳	ng m	
㹴	gang	
㹵	jing	
㹶	ting	
㹷	hei	
㹸	maau	
㹹	gang	
㹺	daat	
㹻	wo	
㹼	guk	
㹽	caan	
㹾	piu	
㹿	zuk	
㺀	fat	
㺁	nou lou	
㺂	ngaam aam	
㺃	gau	
㺄	jyu	yu
㺅	hau	
㺆	ban	
㺇	si	
㺈	ci	
㺉	kau	
㺊	joeng	
㺋	jung	
㺌	laam	
㺍	ban bin	
㺎	jung	
㺏	lau	
㺐	liu	
㺑	saam	
㺒	haau	
㺓	zaak	
㺔	hoi	
㺕	faan	
㺖	haam	
㺗	caan	
㺘	zaam	
㺙	sat	
㺚	caat	
㺛	zyu	
㺜	nung lung	
㺝	haam	
㺞	jyu	
㺟	zok	
㺠	jau	
㺡	lik	
㺢	fok o ngo	
㺣	hei	
㺤	cim	
㺥	caam	
㺦	lin	
㺧	hiu	
㺨	si	
㺩	gau	
㺪	pok	
㺫	kau	
㺬	gung	
㺭	zi	
㺮	jyu	
㺯	lung	
㺰	si	
㺱	jing	
㺲	nau lau	
㺳	mui	
㺴	baat	
㺵	gau	
㺶	dau	
㺷	seot	
㺸	ping	
㺹	bin	
㺺	mou	
㺻	fat	
㺼	pat	
㺽	pei	
㺾	gwing	
㺿	ji	
㻀	jyu	
㻁	gwai	
㻂	ping	
㻃	kuk	
㻄	bou	
㻅	wui faai	
㻆	jyun	
㻇	cyun	
㻈	hau	
㻉	bou	
㻊	mun	
㻋	laat	
㻌	tou	
㻍	ng m	
㻎	sat	
㻏	ling	
㻐	ceon	
㻑	gwai	
㻒	kwan	
㻓	zau	
㻔	do	
㻕	gwat	
㻖	doi	
㻗	pui	
㻘	sam	
㻙	juk	
㻚	pang	
㻛	ji	
㻜	cung	
㻝	laat	
㻞	ban	
㻟	ceoi	
㻠	dat	
㻡	sit	
㻢	si	
㻣	sam	
㻤	gik	
㻥	jau	
㻦	jyu	
㻧	do	
㻨	jyun	
㻩	gim	
㻪	zeon	
㻫	bit bat	
㻬	tou	tu
㻭	sat	
㻮	caan	
㻯	tou	
㻰	wai	
㻱	fung	
㻲	leoi	
㻳	lei	
㻴	maan	
㻵	zaan	
㻶	bat	
㻷	gik	
㻸	zam	
㻹	hyun	
㻺	lik	
㻻	deon	
㻼	taam	
㻽	zeoi	
㻾	jung	
㻿	suk	
㼀	daat	
㼁	ji	
㼂	man	
㼃	laap	
㼄	gei	
㼅	gwong gong	
㼆	jing	
㼇	king	
㼈	lo	
㼉	zam	
㼊	tyun	
㼋	gu gwu	
㼌	jyu	
㼍	leoi	
㼎	bok	
㼏	neoi leoi	
㼐	pin	
㼑	lin	
㼒	tong	
㼓	lim	
㼔	wan	
㼕	dong	
㼖	lai	
㼗	ting	
㼘	ngaa aa	
㼙	zau	
㼚	gong	
㼛	jing	
㼜	ong ngong ngon	
㼝	wun	
㼞	pang	
㼟	baak	
㼠	to	
㼡	syu	
㼢	ji	
㼣	baak	
㼤	kit	
㼥	tau	
㼦	gung	
㼧	tung	
㼨	ham	
㼩	sing	
㼪	zip	
㼫	wun	
㼬	hang	
㼭	dim	
㼮	caai	
㼯	dung	
㼰	pei	
㼱	jyun	
㼲	lip	
㼳	saang	
㼴	ngau au	
㼵	tai	
㼶	jyu	
㼷	zyun	
㼸	jung	
㼹	hong	
㼺	tong	
㼻	cung	
㼼	piu	
㼽	cong	
㼾	luk	
㼿	tung	
㽀	zeng	
㽁	lik	
㽂	saap	
㽃	pun	
㽄	si	
㽅	dang	
㽆	dong	
㽇	huk	
㽈	ji	
㽉	haam	
㽊	sip	
㽋	lo	
㽌	lau	
㽍	ham	
㽎	taam	
㽏	gam	gan
㽐	him	
㽑	taam	
㽒	sang	
㽓	san	
㽔	jeoi	
㽕	jau	
㽖	naam laam	
㽗	din	
㽘	gong	
㽙	zeon	
㽚	cik	
㽛	kau	
㽜	jyun	
㽝	lai	
㽞	lau	
㽟	lyut	
㽠	haap	
㽡	bei	
㽢	am ngam	
㽣	wik	
㽤	guk	
㽥	jau	
㽦	wan	
㽧	zi	
㽨	co	
㽩	cam	
㽪	zang	
㽫	jung	
㽬	fu	
㽭	jyun	
㽮	sing	
㽯	kwai	
㽰	so	
㽱	gaau	
㽲	gaau	
㽳	heoi	
㽴	zoeng	
㽵	zong	
㽶	gei	
㽷	seoi	
㽸	sam	
㽹	faan	
㽺	gap	
㽻	zi	
㽼	jan	
㽽	gu gwu	
㽾	ngat at	
㽿	gwo go	
㾀	hip	
㾁	fat	
㾂	hoi	
㾃	to	
㾄	duk	
㾅	zi	
㾆	cim	
㾇	muk	
㾈	fu	
㾉	ling	
㾊	zek	
㾋	jau	
㾌	sin	
㾍	noi loi	
㾎	aap ngaap	
㾏	gaai	
㾐	lai	
㾑	daap	
㾒	jyu	
㾓	jyun	
㾔	leoi	
㾕	sam	
㾖	lei	
㾗	loeng	
㾘	gang	
㾙	jan	
㾚	se	
㾛	cam	
㾜	hip	
㾝	ce	
㾞	jau	
㾟	bou	
㾠	kong	
㾡	koek	
㾢	loi	
㾣	ham	
㾤	hong	
㾥	cuk	
㾦	pui	
㾧	fo	
㾨	ji	
㾩	gwaai	
㾪	saang	
㾫	pin	
㾬	gaai	
㾭	zau	
㾮	wong	
㾯	fui	
㾰	wu	
㾱	fai	
㾲	ngou ou	
㾳	zi	
㾴	caa	
㾵	gai	
㾶	gwat	
㾷	sai	
㾸	gou	
㾹	caai	
㾺	maa	
㾻	zyu	
㾼	teoi	
㾽	zeoi	
㾾	him	
㾿	long	
㿀	baan	
㿁	hiu	
㿂	zing	
㿃	zai	
㿄	aai ngaai	
㿅	sin	
㿆	gwo go	
㿇	zaap	
㿈	jung	
㿉	teoi	
㿊	caam	
㿋	sou	
㿌	him	
㿍	gaai	
㿎	fan	
㿏	kwan	
㿐	ceoi	
㿑	joek	
㿒	dou	
㿓	gaap	
㿔	leoi	
㿕	jim	
㿖	lou	
㿗	teoi	
㿘	jing	
㿙	pei	
㿚	lo	
㿛	lai	
㿜	bit	
㿝	hoeng	
㿞	mou	
㿟	baak	
㿠	gwong gong	huang
㿡	dau	
㿢	jiu	
㿣	hot	
㿤	ceon	
㿥	hok	
㿦	ning ling	
㿧	cau	
㿨	lik	
㿩	tong	
㿪	jyun	
㿫	bei	
㿬	baa	
㿭	caak	
㿮	joeng	
㿯	daap	
㿰	ngaau aau	
㿱	zyut	
㿲	ji	
㿳	zi	
㿴	daap	
㿵	lou	
㿶	bong	
㿷	co	
㿸	maan	
㿹	taat	
㿺	pok baau	
㿻	gon	
㿼	jin	
㿽	hei	
㿾	cyu	
㿿	ngaa aa	
䀀	faan	
䀁	jau	
䀂	on ngon	
䀃	teoi	
䀄	mung	
䀅	se	
䀆	zeon	
䀇	gu gwu	
䀈	kei	
䀉	kiu	
䀊	gaau	
䀋	jim	
䀌	sik	
䀍	ham	
䀎	min	
䀏	jyun	
䀐	saam	
䀑	waat	
䀒	cin	
䀓	wun	
䀔	jan	
䀕	zan	
䀖	tin	
䀗	kyut	
䀘	kwai	
䀙	cai	
䀚	ngong ong	
䀛	maai	
䀜	maai	
䀝	bei	
䀞	tou	
䀟	fai	
䀠	keoi	
䀡	zim	
䀢	seon	
䀣	bei	
䀤	mau	
䀥	soek	
䀦	gu gwu	
䀧	hung	
䀨	gwaat	
䀩	lok	
䀪	hong	
䀫	gaap	
䀬	cyun	
䀭	goi	
䀮	fong	
䀯	bou	
䀰	guk	
䀱	fung	
䀲	muk	
䀳	laat	
䀴	jing	
䀵	seon	
䀶	loeng	
䀷	gip	
䀸	cai	
䀹	sim gap zip	
䀺	cau	
䀻	ping	
䀼	can	
䀽	jin	
䀾	dou	
䀿	cai	
䁀	dai	
䁁	loeng	
䁂	haan	
䁃	biu	
䁄	jing	
䁅	maang	
䁆	jip	
䁇	mik	
䁈	kai	
䁉	kai	
䁊	waat	
䁋	hip	
䁌	wat	
䁍	hap	
䁎	caang	
䁏	jiu	
䁐	jing	
䁑	joeng	
䁒	cap	
䁓	zung zong	
䁔	hyun	
䁕	man	
䁖	lau	lou
䁗	hoi	
䁘	jiu	
䁙	aan ngaan	
䁚	syun	
䁛	gwai	
䁜	fong	
䁝	jing	
䁞	saang	
䁟	caa	
䁠	lim	
䁡	sim	
䁢	syun	
䁣	syun	
䁤	caak	
䁥	nik lik	
䁦	ceoi	
䁧	miu	
䁨	fok	
䁩	jyu	
䁪	zaam	
䁫	wat	
䁬	cang	
䁭	biu	
䁮	cim	
䁯	hap	
䁰	hong	
䁱	kau	
䁲	maai	
䁳	mong	
䁴	zin	
䁵	bin	
䁶	gik	
䁷	gok	
䁸	nong long	
䁹	pai	
䁺	sik	
䁻	soek	
䁼	mak	
䁽	laap	
䁾	mit	
䁿	mak	
䂀	hei	
䂁	caam	
䂂	keoi	
䂃	ziu	
䂄	fok	
䂅	haan	
䂆	gwik	
䂇	nuk luk	
䂈	tung	
䂉	hau	
䂊	jyu	
䂋	jau	
䂌	cung	
䂍	bok	
䂎	zyun	
䂏	diu	
䂐	dyut	
䂑	zai	
䂒	kit	
䂓	kwai	
䂔	jing	
䂕	wai	
䂖	sek	
䂗	fat	
䂘	caai	
䂙	deoi	
䂚	haau	
䂛	jyu	
䂜	pong	
䂝	zaak	
䂞	ze	
䂟	gaa	
䂠	si	
䂡	dai	
䂢	dung	
䂣	ci	
䂤	fu	
䂥	man	
䂦	zan	
䂧	can	
䂨	cik	
䂩	jin	
䂪	haau	
䂫	haang ban	
䂬	gung	
䂭	haau	
䂮	loek	lue
䂯	gwaai	
䂰	laap	
䂱	jeoi	
䂲	faat	
䂳	co	
䂴	jin	
䂵	gung	
䂶	gip	
䂷	gwaai	
䂸	gwok gok	
䂹	saak	
䂺	wo	
䂻	zaang	
䂼	nit lit	
䂽	diu	
䂾	loi	
䂿	daap	
䃀	ceoi	
䃁	aa ngaa	
䃂	gwan	
䃃	mong	
䃄	ging	
䃅	dai	di
䃆	kei	
䃇	min	
䃈	gaai	
䃉	man	
䃊	zeoi	
䃋	jyu	
䃌	zan	
䃍	zeoi	
䃎	zaa	zha
䃏	sing	
䃐	dat	
䃑	baan	
䃒	hat	
䃓	gau	
䃔	hung	
䃕	lou	
䃖	wu	
䃗	bok	
䃘	hang	
䃙	luk	
䃚	zuk	
䃛	lin	
䃜	ji	
䃝	hat	
䃞	suk	
䃟	saan	
䃠	syun	
䃡	zam	
䃢	jam	
䃣	wai	
䃤	suk	
䃥	cong	
䃦	deon	
䃧	lung	
䃨	koeng	
䃩	naau laau	
䃪	taan	
䃫	daam	
䃬	ngai ai	
䃭	gam	
䃮	daat	
䃯	lik	
䃰	caat	
䃱	cim	
䃲	pun	
䃳	laap	
䃴	zyu	
䃵	niu liu	
䃶	waai	
䃷	jing	
䃸	cim	
䃹	laan	
䃺	mo	
䃻	baa	
䃼	buk	
䃽	gwai	
䃾	bei	
䃿	fu	
䄀	wo	
䄁	jai	
䄂	lau	
䄃	joeng	
䄄	jan	
䄅	gyun	
䄆	wut	
䄇	cing	
䄈	dau	
䄉	ngo o	
䄊	zi	
䄋	jim	
䄌	zeoi	
䄍	zaa	
䄎	kei	
䄏	hin	
䄐	hyun	
䄑	wut	
䄒	nam lam	
䄓	waang	
䄔	geoi	
䄕	se	
䄖	jyu	
䄗	jyun	
䄘	paang	
䄙	ming	
䄚	cou	
䄛	leoi	
䄜	lei	
䄝	cong	
䄞	zai	
䄟	ceoi	
䄠	sim	
䄡	daam	
䄢	zaai	
䄣	suk	
䄤	laai	
䄥	ling	
䄦	liu	
䄧	jing	
䄨	jyu	
䄩	jik	
䄪	tiu	
䄫	hei	
䄬	ji	
䄭	nin lin	
䄮	fu	
䄯	gin	
䄰	ngaa aa	
䄱	fong	
䄲	jeoi	
䄳	sin	
䄴	jyut	
䄵	lai	
䄶	bat	
䄷	sek	
䄸	pok	
䄹	nin lin	
䄺	zi	
䄻	tou	
䄼	tim	
䄽	sin	
䄾	juk	
䄿	jai	
䅀	lit	
䅁	on ngon	
䅂	hok	
䅃	kung	
䅄	lai	
䅅	gwai	
䅆	zi	
䅇	suk	
䅈	jyun	
䅉	aa ngaa	
䅊	caa	
䅋	maan	
䅌	gyun	
䅍	ting	
䅎	jau	
䅏	mei	
䅐	gin	
䅑	jeoi	
䅒	mong	
䅓	geoi	
䅔	zi	
䅕	geoi	
䅖	am ngam	
䅗	seoi	
䅘	loi	
䅙	muk	
䅚	hyun	
䅛	coeng	
䅜	do	
䅝	hung	
䅞	nak lak	
䅟	saam caam	can
䅠	tai	
䅡	seoi	
䅢	zau	
䅣	wong	
䅤	cap	
䅥	git	
䅦	maau	
䅧	jim	
䅨	hoeng	
䅩	zi	
䅪	teoi	
䅫	loek	
䅬	aai ngaai	
䅭	pong	
䅮	cong	
䅯	tong	
䅰	an ngan	
䅱	ngan an	
䅲	kei	
䅳	co	
䅴	sok	
䅵	zoek	
䅶	nau lau	
䅷	tou	
䅸	san	
䅹	lau	
䅺	biu	
䅻	lei	
䅼	maan	
䅽	hing	
䅾	sam	
䅿	waa	
䆀	mui	
䆁	gou	
䆂	lim	
䆃	dou	
䆄	zin	
䆅	ci	
䆆	cou	
䆇	fung	
䆈	zi	
䆉	baa	
䆊	seoi	
䆋	cau	
䆌	kai	
䆍	lung	
䆎	cim	
䆏	fai	
䆐	gwok gok	
䆑	caang	
䆒	gau	
䆓	ngaai aai	
䆔	cung	
䆕	jyut	
䆖	wang	
䆗	jiu	
䆘	aap ngaap	
䆙	jiu	
䆚	tung	
䆛	zaa	
䆜	jau	
䆝	hyut	
䆞	jiu	
䆟	hap	
䆠	waan	
䆡	laang	
䆢	jyut	
䆣	san	
䆤	cyun	
䆥	cyun	
䆦	sam	
䆧	wo	
䆨	ning ling	
䆩	ming	
䆪	hung	
䆫	coeng	
䆬	wan	
䆭	hin	
䆮	zam	
䆯	zeot	
䆰	jyu	
䆱	taam	
䆲	kwaang	
䆳	seoi	
䆴	gwai	
䆵	caang	
䆶	zau	
䆷	hyut	
䆸	zang	
䆹	cung	
䆺	pun	
䆻	kiu	
䆼	wo	
䆽	keoi	
䆾	laam	
䆿	ngai ai	
䇀	jung	
䇁	si	
䇂	hin ngaai	
䇃	zi	
䇄	hat	
䇅	fat	
䇇	maang	
䇈	waa	
䇊	gwong gong	
䇋	hoi	
䇌	ciu	
䇍	cuk	
䇎	coek	
䇏	deoi	
䇐	lei	
䇑	baa	
䇒	gaai	
䇓	seoi	
䇔	lo	
䇕	seoi	
䇖	wan	
䇗	zung	
䇘	wu	
䇙	jan	
䇚	pok	
䇛	zi	
䇜	him	
䇝	zim	
䇞	gam	
䇟	gin	
䇠	cyu	
䇡	cyu	
䇢	fu	
䇣	nip lip	
䇤	jeoi	
䇥	zaak	
䇦	joeng	
䇧	zai	
䇨	gung	
䇩	jai	
䇪	ci	
䇫	gei	
䇬	zyu	
䇭	lou	
䇮	jam	
䇯	jung	
䇰	zing	
䇱	naap laap	
䇲	caak gaap	
䇳	zin	
䇴	sai	
䇵	ngan an	
䇶	gok	
䇷	bit	
䇸	cing	
䇹	kwan	
䇺	dau	
䇻	mei	
䇼	jap	
䇽	zai zit	
䇾	jin	
䇿	cuk	
䈀	saan	
䈁	leon	
䈂	ping	
䈃	ziu	
䈄	ham	
䈅	wok wik jyut	
䈆	daai	
䈇	zaau	
䈈	fei	
䈉	saap	
䈊	ling	
䈋	taap	
䈌	ceoi	
䈍	mang	
䈎	jip	
䈏	bok	
䈐	kui kwui	
䈑	gwaa	
䈒	naam laam	
䈓	got	
䈔	gaa	
䈕	si	
䈖	fo	
䈗	so	
䈘	ci	
䈙	zau	
䈚	doi	
䈛	faai	
䈜	cam	
䈝	seoi	
䈞	zuk	
䈟	zit	
䈠	wun	
䈡	cung	
䈢	soi	
䈣	zing	
䈤	kim	
䈥	gan	
䈦	zung	
䈧	wai	
䈨	haan	
䈩	gim	
䈪	hik	
䈫	naap laap	
䈬	pou	
䈭	sau	
䈮	geoi	
䈯	zan	
䈰	saau	
䈱	tou	
䈲	bun	
䈳	daap	
䈴	him	
䈵	jung	
䈶	jung	
䈷	gaak	
䈸	huk	
䈹	sou	
䈺	zung	
䈻	pou	
䈼	mit	
䈽	gan	
䈾	saau	
䈿	mik	
䉀	syu	
䉁	ling	
䉂	leoi	
䉃	zoeng	
䉄	ling	
䉅	zap	
䉆	niu liu	
䉇	zaam	
䉈	saan	
䉉	gu gwu	
䉊	faan	
䉋	mei	
䉌	seoi	
䉍	gaan	
䉎	tong	
䉏	haai	
䉐	fu	
䉑	mou	
䉒	faan	
䉓	lo	
䉔	caan	
䉕	cang	
䉖	ling	
䉗	jap	
䉘	soeng	
䉙	wan	
䉚	mang	
䉛	juk	
䉜	zi	
䉝	ngai ai	
䉞	dam	
䉟	wok	
䉠	mei	
䉡	taan	
䉢	sik	
䉣	se	
䉤	sou sau	
䉥	sung	
䉦	cin	
䉧	lau	
䉨	ngai ai	
䉩	au ngau	
䉪	leoi	
䉫	lai	
䉬	fai	
䉭	lip	
䉮	leon	
䉯	haan	
䉰	haau	
䉱	au ngau	
䉲	nei lei	
䉳	sin	
䉴	joeng	
䉵	zaan	
䉶	soeng	
䉷	jim	
䉸	bin	
䉹	ling	
䉺	hung hong	
䉻	kei	
䉼	liu	
䉽	bun	
䉾	bei	
䉿	wu	
䊀	wu	
䊁	san	
䊂	caak	
䊃	bui	
䊄	kung	
䊅	ming	
䊆	kau gau	
䊇	bou	
䊈	mui	
䊉	sam	
䊊	mei	
䊋	zong	
䊌	bei	
䊍	lei	
䊎	hyun	
䊏	sam	
䊐	wan	
䊑	hoeng	
䊒	zing	
䊓	si	
䊔	jing	
䊕	zin	
䊖	naam laam	
䊗	wong	
䊘	zau	
䊙	jin	
䊚	deoi	
䊛	saat	
䊜	tyun	
䊝	sit	
䊞	zaak	
䊟	mun	
䊠	hei	
䊡	mun	
䊢	zoeng	
䊣	wong	
䊤	taam	
䊥	siu	
䊦	jit	
䊧	pei	
䊨	lo	
䊩	faan	
䊪	lai	
䊫	ceoi	
䊬	caa	
䊭	dou	
䊮	dik	
䊯	kong	
䊰	cyu	
䊱	cim	
䊲	caan	
䊳	mei	
䊴	cim	
䊵	kau	
䊶	zan	
䊷	zi	
䊸	jyu	
䊹	cin	
䊺	wu	
䊻	gam	
䊼	ci	
䊽	gwaai	
䊾	muk	
䊿	fu	
䋀	waa	
䋁	gang	
䋂	haau	
䋃	mou	
䋄	mong	
䋅	ngau au	
䋆	wu	
䋇	jik	
䋈	neoi leoi	
䋉	jyut	
䋊	zing	
䋋	man	
䋌	goeng	
䋍	o ngo	
䋎	zaan	
䋏	zok	
䋐	jyut	
䋑	lit	
䋒	syu	
䋓	zau	
䋔	pei	
䋕	jam	
䋖	jyut	
䋗	gin	
䋘	zeoi	
䋙	ji	
䋚	jik	
䋛	mai	
䋜	hing	
䋝	jing	
䋞	mong	
䋟	gei	
䋠	bou	
䋡	syu	
䋢	pit	
䋣	faan	
䋤	joek	
䋥	lei	
䋦	faan	
䋧	keoi	
䋨	fu	
䋩	ji	
䋪	o ngo	
䋫	zang	
䋬	tim	
䋭	juk	
䋮	gam	
䋯	hing	
䋰	guk	
䋱	lei	
䋲	sing	
䋳	bui	
䋴	nau lau	
䋵	ai ngai	
䋶	seoi	
䋷	mau	
䋸	ceon	
䋹	fuk	
䋺	cau	
䋻	nam lam	
䋼	ting	
䋽	bung	
䋾	zaa	
䋿	wui	
䌀	fo	
䌁	jiu	
䌂	ak ngak	
䌃	siu	
䌄	gang	
䌅	tong	
䌆	gwai	
䌇	sok	
䌈	taap	
䌉	gong	
䌊	jau	
䌋	daap	
䌌	cip cap zip	
䌍	gan	
䌎	loek	
䌏	mat	
䌐	mik	
䌑	gin	
䌒	luk	
䌓	faan	
䌔	au ngau	
䌕	mei	
䌖	cap	
䌗	fu	
䌘	bit	
䌙	wong	
䌚	suk	
䌛	jau jiu	
䌜	nip lip	
䌝	gam	
䌞	lim	
䌟	baak	
䌠	gaam	
䌡	tai	
䌢	ling	
䌣	zyun	
䌤	si	
䌥	jan	
䌦	dou	
䌧	cau	
䌨	coi	
䌩	mit	
䌪	jim	
䌫	laam	
䌬	cung	
䌭	ziu	
䌮	soeng	
䌯	hyun	
䌰	nip lip	
䌱	lo	
䌲	fan	
䌳	si	
䌴	lo	
䌵	zuk	
䌶	zi	
䌷	cau	
䌸	gyun zyun	
䌹	gwing	jiong
䌺	ji	
䌻	jik	
䌼	deoi	
䌽	coi	
䌾	nam lam	
䌿	fuk	
䍀	laam	
䍁	seoi	
䍂	jyu	
䍃	jau	
䍄	dim	
䍅	ling	
䍆	zyu	
䍇	daap	
䍈	ping	
䍉	zaak	
䍊	gaau	
䍋	seoi	
䍌	pau	
䍍	kau	
䍎	cyun	
䍏	jyun	
䍐	hon	
䍑	hon	
䍒	mau	
䍓	wu	
䍔	gwang	
䍕	dai	
䍖	fau	
䍗	jyun	
䍘	bei	
䍙	mui	
䍚	long	
䍛	gu gwu	
䍜	zaau	
䍝	taap	
䍞	wik	
䍟	zung	
䍠	lei	
䍡	luk	
䍢	mou	
䍣	leoi	
䍤	zai	
䍥	lik	
䍦	lei	
䍧	zong	
䍨	but	
䍩	joeng	
䍪	mat	
䍫	to	
䍬	paang	
䍭	zong	
䍮	siu	
䍯	gwai	
䍰	jin	
䍱	ceoi	
䍲	naai laai	
䍳	kyut	
䍴	wai	
䍵	zang	
䍶	dung	
䍷	wai	
䍸	bok	
䍹	zin	
䍺	waan	
䍻	syun	
䍼	zaam	
䍽	lik	
䍾	jin	
䍿	wong	
䎀	hyut	
䎁	wu	
䎂	bou	
䎃	jim	ran
䎄	hiu	
䎅	pok	
䎆	liu	
䎇	zau	
䎈	jai	
䎉	wat	
䎊	lok	
䎋	kaau	
䎌	cuk	
䎍	fu	
䎎	nip lip	
䎏	ham	
䎐	caau	
䎑	luk	
䎒	zaan	
䎓	daap	
䎔	fu	
䎕	gwang	
䎖	zang	zeng
䎗	kiu	
䎘	suk	
䎙	pan	
䎚	wai	
䎛	lou	
䎜	fan	
䎝	zyu	
䎞	ze	
䎟	ji	
䎠	ji	
䎡	jyun	
䎢	hat	
䎣	zi	
䎤	guk	
䎥	gaak	
䎦	jim	
䎧	pong	
䎨	jip	
䎩	zi	
䎪	nak lak	
䎫	zung	
䎬	paa	
䎭	cou	
䎮	tai	
䎯	hon	
䎰	zok	
䎱	paa	
䎲	zip	
䎳	waat	
䎴	gaang	
䎵	bei	
䎶	nei lei	
䎷	zyu	
䎸	ng m	
䎹	man	
䎺	zai	
䎻	zau	
䎼	luk	
䎽	man	
䎾	gwan	
䎿	cau	
䏀	laat	
䏁	zoi	
䏂	sau	
䏃	min	
䏄	dai	
䏅	cai	
䏆	cou	
䏇	piu	
䏈	lyun	
䏉	sap	
䏊	lung	
䏋	suk	
䏌	hat	
䏍	jyun	
䏎	fung	
䏏	heoi	
䏐	kyut	
䏑	zek	
䏒	pin	
䏓	gun gwun	
䏔	nau lau	
䏕	jam	
䏖	zan	
䏗	gui gwui	
䏘	pat	
䏙	dam	
䏚	cau	
䏛	ceon	
䏜	hap	
䏝	zyun seon	zhuan
䏞	mut	
䏟	bit	
䏠	jap	
䏡	si	shi
䏢	bei	
䏣	zeoi	
䏤	seon	
䏥	taam	
䏦	gwaat	
䏧	naa laa	
䏨	fui	
䏩	hip	
䏪	nei lei	
䏫	jau	
䏬	mau	
䏭	zyu	
䏮	hip	
䏯	zi	
䏰	jeon	
䏱	guk	
䏲	dit	ti
䏳	zit	
䏴	saau	
䏵	mung	
䏶	bai	
䏷	hon	
䏸	jyu	
䏹	jin	
䏺	pong	
䏻	nang lang	
䏼	caan	
䏽	bau	
䏾	pong	
䏿	kai	
䐀	gei	
䐁	duk	
䐂	luk	
䐃	kwan	jun
䐄	haam	
䐅	hei	
䐆	coi	
䐇	man	
䐈	zik	
䐉	zi	
䐊	gwan	
䐋	cung	
䐌	tin	
䐍	zo	
䐎	dai	
䐏	ceon	
䐐	cau	
䐑	zip	
䐒	zaa	
䐓	jau	
䐔	ban	
䐕	cap	
䐖	si	
䐗	zyu	
䐘	koek	
䐙	gaak	
䐚	zik	
䐛	dap daap	
䐜	can	
䐝	so	
䐞	joek	
䐟	hong	
䐠	fong	
䐡	ci	
䐢	zo	
䐣	seon	
䐤	caai	
䐥	ung ngong ngung	
䐦	hap	
䐧	hou	
䐨	guk	
䐩	goi	
䐪	zeon	
䐫	cung	
䐬	cou	
䐭	zai	
䐮	caan	
䐯	leoi	
䐰	sau	
䐱	zaai zaa	
䐲	zaap	
䐳	jyu	
䐴	gui gwui	
䐵	gwang	
䐶	zaam	
䐷	daan	
䐸	waak	
䐹	sau	
䐺	taam	
䐻	gu gwu	
䐼	hai	
䐽	mun	
䐾	dok	
䐿	ou ngou	
䑀	pik	
䑁	uk nguk	
䑂	jaai	
䑃	mung	
䑄	bei	
䑅	mang	
䑆	joeng	
䑇	zat	
䑈	bok	
䑉	jing	
䑊	wai	
䑋	joeng	
䑌	laan	
䑍	jin	
䑎	caam	
䑏	kyun	
䑐	can	
䑑	buk	
䑒	dou	
䑓	toi	
䑔	fai	
䑕	syu	
䑖	zit	
䑗	tong	
䑘	co	
䑙	daam	
䑚	tim	
䑛	saai	
䑜	taap	
䑝	gaa	
䑞	seon	
䑟	wong	
䑠	liu	
䑡	caa	
䑢	ngat at	
䑣	cam	
䑤	gam	
䑥	ngap ap	
䑦	kau	
䑧	fu	
䑨	to	
䑩	gu gwu	
䑪	ngap ap	
䑫	bang	
䑬	tou	
䑭	dai	
䑮	do	
䑯	tai	
䑰	bou	
䑱	jyun	
䑲	zaau	
䑳	leon	
䑴	kei	
䑵	muk	
䑶	sin	
䑷	gin	
䑸	zung	
䑹	sau	
䑺	faan	
䑻	jau	
䑼	zau	
䑽	taap	
䑾	zek	
䑿	suk	
䒀	fu bou	
䒁	zaap	
䒂	zoeng	
䒃	zou	
䒄	fu	
䒅	tang	
䒆	cit	
䒇	fu	
䒈	fei	
䒉	mou	
䒊	hei	
䒋	joeng	
䒌	ming	
䒍	pong	
䒎	mong	
䒏	zang	
䒐	mang	
䒑	baat	
䒒	tiu	
䒓	kaai	
䒔	baai	
䒕	siu	
䒖	seon	
䒗	hat	
䒘	seoi	
䒙	cong	
䒚	siu	
䒛	waan	
䒜	ngau au	
䒝	haau	
䒞	cam	
䒟	daan	
䒠	fung	
䒡	jan	
䒢	ngong ong	
䒣	jim	
䒤	jat	
䒥	mun	
䒦	faan	
䒧	keoi	
䒨	si	
䒩	wo	
䒪	bin	
䒫	doi	
䒬	mok	
䒭	dang	
䒮	gong	
䒯	jyun	
䒰	hong	
䒱	zing	
䒲	zaa	
䒳	do	
䒴	jau	
䒵	hou	
䒶	tin	
䒷	gwaa kut	
䒸	hyut	
䒹	loi	
䒺	gan	
䒻	hei	
䒼	kuk	
䒽	mong	
䒾	ji	
䒿	liu	
䓀	gat	
䓁	dang	
䓂	jin	
䓃	jap	
䓄	ngan an	
䓅	kan	
䓆	zit	
䓇	jik	
䓈	jik	
䓉	je	
䓊	ng m	
䓋	zi	
䓌	zi	
䓍	hon	
䓎	cuk	
䓏	fu	
䓐	seon	
䓑	ping	
䓒	gwaai	
䓓	cau	
䓔	haau	
䓕	jyun wai	
䓖	kung	qiong
䓗	cung	
䓘	gou	
䓙	kwaa	
䓚	ceoi	
䓛	wat gwat	qu
䓜	zi	
䓝	maang	
䓞	leoi	
䓟	zau	
䓠	taap	
䓡	zi	
䓢	gu gwu	
䓣	loeng	
䓤	fat	
䓥	laat	
䓦	din	
䓧	gik	
䓨	aang ang ngaang	ying
䓩	zi	
䓪	ji	
䓫	kei	qi
䓬	coek	zhuo
䓭	saat	
䓮	mau	
䓯	duk	
䓰	jan	
䓱	caai	
䓲	jeoi	
䓳	han	
䓴	jyun	
䓵	fu	
䓶	laai	
䓷	hang	
䓸	gaan	
䓹	ji	
䓺	mei	
䓻	kau	
䓼	mong	
䓽	gei	
䓾	so	
䓿	ham	
䔀	seoi	
䔁	leot	
䔂	zi	
䔃	zou	
䔄	jiu	
䔅	go	
䔆	lei	
䔇	hei ngoi oi	
䔈	gung	
䔉	lik	
䔊	bang	
䔋	so	
䔌	gou	
䔍	duk	
䔎	suk	
䔏	cau	
䔐	zin	
䔑	ce	
䔒	pui	
䔓	heoi	
䔔	ging	
䔕	pou	
䔖	ling	
䔗	coeng	
䔘	zou	
䔙	diu	
䔚	seon	
䔛	king gwing	
䔜	naam laam	
䔝	zaai	
䔞	leot	
䔟	ji	
䔠	saau	
䔡	jyu	
䔢	waa	
䔣	lai	
䔤	paa	
䔥	siu	
䔦	mui	
䔧	lei	
䔨	ung ngung	
䔩	cik	
䔪	song	
䔫	so	
䔬	ji	
䔭	ning ling	
䔮	si	
䔯	fu	
䔰	fu	
䔱	jap	
䔲	dang	
䔳	jin	
䔴	cak	
䔵	gaan	
䔶	tai	
䔷	kam	
䔸	biu	
䔹	seoi	
䔺	wai	
䔻	deon	
䔼	sap	
䔽	oi ngoi	
䔾	hei	
䔿	zyun	
䕀	fun	
䕁	fei	
䕂	jyun	
䕃	jam	
䕄	zing	
䕅	sou	
䕆	dau	
䕇	wui	
䕈	sip	
䕉	zaak	
䕊	taan	
䕋	tong	
䕌	zi	
䕍	jai	
䕎	fuk	
䕏	ngo o	
䕐	fuk	
䕑	seoi	
䕒	gaa	
䕓	caat	
䕔	haam	
䕕	maan	
䕖	syun	
䕗	bei	
䕘	ling	
䕙	zit	
䕚	gwai	
䕛	gaap	
䕜	ceoi	
䕝	cing	
䕞	long	
䕟	hing	
䕠	fai	
䕡	leoi	
䕢	zaa	
䕣	hot	
䕤	kei	
䕥	nei lei	
䕦	jing	
䕧	gaau	
䕨	tang	
䕩	lou	
䕪	zaak	
䕫	kwai	
䕬	goeng	
䕭	cam cim	
䕮	guk	
䕯	piu	
䕰	faan	
䕱	tau	
䕲	lam	
䕳	mei	
䕴	zuk	
䕵	kit	
䕶	wu	
䕷	mei	
䕸	gaai	
䕹	zaap	
䕺	cung	
䕻	lai	
䕼	jin	
䕽	zuk	
䕾	jam	
䕿	hon	
䖀	hiu	
䖁	jik	
䖂	lyun	
䖃	joek	
䖄	jin	
䖅	ling	
䖆	noeng loeng	
䖇	wat	
䖈	joek	
䖉	heoi	
䖊	ngaai aai	
䖋	joek	
䖌	ngat at	
䖍	kin	
䖎	haap	
䖏	cyu syu	
䖐	ngan an	
䖑	mik	
䖒	hei	
䖓	neot leot	
䖔	ham	
䖕	zou	
䖖	haap	
䖗	ngaam aam	
䖘	tou	
䖙	tai	
䖚	wu	
䖛	sok	
䖜	wui	
䖝	cung	
䖞	zau	
䖟	mong	
䖠	jyun	
䖡	nuk luk	
䖢	miu saa	
䖣	zou	
䖤	jyun	
䖥	maau	
䖦	wat	
䖧	naat laat	
䖨	sek	
䖩	bat	
䖪	zi	
䖫	pong	
䖬	gaap	
䖭	gyun	
䖮	hoeng	
䖯	kwai	kui wa
䖰	paai	
䖱	hong	
䖲	ceon	
䖳	zaa caa zit	
䖴	jiu	
䖵	kwan	
䖶	fui	
䖷	hei	
䖸	ngo o	
䖹	mei	
䖺	tiu	
䖻	lau	
䖼	koek	
䖽	lei	
䖾	jyun	
䖿	lei	
䗀	cing	
䗁	gei	
䗂	fu	
䗃	zaan	
䗄	fu	
䗅	jau	
䗆	gun gwun	
䗇	guk	
䗈	mong	
䗉	coeng	
䗊	taam	
䗋	mau	
䗌	sing	
䗍	lai	
䗎	jin	
䗏	sau	
䗐	si	
䗑	jap	
䗒	bing	
䗓	cung	
䗔	hau	
䗕	jyun	
䗖	dai	di
䗗	hin	
䗘	gap	
䗙	hon	
䗚	bok	
䗛	sau	xiu
䗜	lau	
䗝	caam	
䗞	caam	
䗟	ai ngai	
䗠	syun	
䗡	jin	
䗢	zou	
䗣	haam	
䗤	jung	
䗥	zung	
䗦	fung	
䗧	hong	
䗨	jyu	
䗩	cik	
䗪	ze	zhe
䗫	maa	
䗬	fung	
䗭	waan	
䗮	song	
䗯	zeon	
䗰	gun gwun	
䗱	buk	
䗲	leon	
䗳	dang	
䗴	ting	ting
䗵	goeng	
䗶	laap	
䗷	ji	
䗸	jung	
䗹	ci	
䗺	jin	
䗻	zit	
䗼	fan	
䗽	wai	
䗾	hin	
䗿	ning ling	
䘀	fau	
䘁	zit	
䘂	zim	
䘃	mak	
䘄	zyu	
䘅	noi loi	
䘆	hyun hin	
䘇	man	
䘈	lai	
䘉	caam	
䘊	mit	
䘋	zim	
䘌	nik lik	
䘍	caai	
䘎	waan	
䘏	seot	
䘐	nuk luk	
䘑	mak	
䘒	zeoi syun zeon	
䘓	ham	
䘔	kaak	
䘕	hong	
䘖	haam	
䘗	fai	
䘘	jyu	
䘙	wai	
䘚	zeot	
䘛	gei	
䘜	gan	
䘝	jik	
䘞	maa	
䘟	diu	
䘠	fat	
䘡	bei	
䘢	zyu	
䘣	zi	
䘤	seot	
䘥	haap	
䘦	nai lai	
䘧	joeng	
䘨	giu	
䘩	seon	
䘪	cung	
䘫	jyu	
䘬	jung	
䘭	zi	
䘮	song	
䘯	saau	
䘰	sin	
䘱	jyu	
䘲	zam	
䘳	kam gam	
䘴	zung	
䘵	luk	
䘶	haam	
䘷	bit	
䘸	jik	
䘹	zeoi	
䘺	zaan	
䘻	juk	
䘼	jyun	
䘽	ngai ai	
䘾	gun gwun	
䘿	gwat	
䙀	bang	
䙁	zin	
䙂	zung	
䙃	do	
䙄	cap	
䙅	jiu	
䙆	wai	
䙇	jyun	
䙈	hau	
䙉	ceon	
䙊	daai	
䙋	syun	
䙌	kui kwui	
䙍	fei	
䙎	haai	
䙏	bok	
䙐	hak	
䙑	ceoi	
䙒	cuk	
䙓	baai bei	
䙔	au ngau	
䙕	zung	
䙖	bang	
䙗	tai	
䙘	co	
䙙	ci	
䙚	niu liu	
䙛	gwan	
䙜	fung	
䙝	dip	
䙞	dang	
䙟	wai	
䙠	gyut	
䙡	kui kwui	
䙢	zang	
䙣	saap	
䙤	do	
䙥	ling	
䙦	mung	
䙧	fan	
䙨	gwo go	
䙩	mung	
䙪	paan	
䙫	kei	
䙬	ang ngang	
䙭	hin	
䙮	gyun	
䙯	zuk	
䙰	lei	
䙱	suk	
䙲	cin	
䙳	biu	
䙴	cin	
䙵	kwai	
䙶	nung lung	
䙷	dak	
䙸	dak	
䙹	jin	
䙺	lim	
䙻	ci	
䙼	siu	
䙽	kit	
䙾	si	
䙿	mei	
䚀	cam	
䚁	cam	
䚂	haak	
䚃	jau	
䚄	luk	
䚅	loi	
䚆	jing	
䚇	saang	
䚈	gyun	
䚉	kai	
䚊	gyun	
䚋	wan	
䚌	gou	
䚍	cik	
䚎	cong	
䚏	leon	
䚐	zik	
䚑	maai	
䚒	cong	
䚓	sam	
䚔	ban	
䚕	lai saai	
䚖	ling	
䚗	gong	
䚘	caang	
䚙	hyun	
䚚	sin	
䚛	huk	
䚜	bai	
䚝	zyut	
䚞	daai	
䚟	daai	
䚠	wan	
䚡	soi	
䚢	cit	
䚣	tai	
䚤	jyu	
䚥	nok lok	
䚦	zi zaai	
䚧	lau	
䚨	fai	
䚩	giu	
䚪	gwaan	
䚫	hat	
䚬	leon	
䚭	hyun	
䚮	jing	
䚯	tou	
䚰	pei	
䚱	seon	
䚲	saan	
䚳	zi	
䚴	waat	
䚵	tau	
䚶	tin	
䚷	ji	
䚸	haai	
䚹	pei	
䚺	jiu	
䚻	jiu	
䚼	nuk luk	
䚽	hou	
䚾	jam	
䚿	jam	
䛀	faan	
䛁	naam laam	
䛂	ci	
䛃	wun	
䛄	jyun	
䛅	haap	
䛆	zau	
䛇	jin	
䛈	si	
䛉	min	
䛊	hei	
䛋	gei	
䛌	tou	
䛍	fai	
䛎	hyut	
䛏	nai lai	
䛐	ci	
䛑	mat	
䛒	bin	
䛓	gaam	
䛔	naa laa	
䛕	jyu	
䛖	jai	
䛗	zi	
䛘	jam	
䛙	juk	
䛚	loek	
䛛	fui	
䛜	seon	
䛝	nou lou	
䛞	hon	
䛟	gip	
䛠	dau	
䛡	waa	
䛢	tuk	
䛣	ping	
䛤	cuk	
䛥	hat	
䛦	zung	
䛧	mai	
䛨	seon	
䛩	wu	
䛪	hung	
䛫	zoeng	
䛬	tou	
䛭	hang	
䛮	kau	
䛯	geoi	
䛰	wan	
䛱	tai	
䛲	maan	
䛳	jim	
䛴	gei	
䛵	sau	
䛶	loi	
䛷	jyun	
䛸	zaam	
䛹	sin	
䛺	gaai	
䛻	jau	
䛼	wai	
䛽	zaap	
䛾	sou	
䛿	gaak	
䜀	nou lou	
䜁	hai	
䜂	hou	
䜃	deoi	
䜄	ci	
䜅	wai	
䜆	zip	
䜇	gwan	
䜈	ziu	
䜉	cat	
䜊	zou	
䜋	wui	
䜌	lyun	
䜍	liu	
䜎	lou	
䜏	to	
䜐	fai	
䜑	wu	
䜒	ou ngou	
䜓	sip	
䜔	ceoi	
䜕	maai	
䜖	taam	
䜗	jam	
䜘	ging	
䜙	ngam am	
䜚	daap	
䜛	caam	
䜜	wai	
䜝	tyun	
䜞	zai	
䜟	cam	
䜠	zat	
䜡	juk	
䜢	hin	
䜣	jan hei an	xin
䜤	hung	
䜥	daan	
䜦	seon	
䜧	nou lou	
䜨	waan	
䜩	jin	
䜪	kau	
䜫	gong	
䜬	zau	
䜭	zeon	
䜮	liu	
䜯	guk	
䜰	hou	
䜱	mun	
䜲	lip	
䜳	jyut	
䜴	co	
䜵	si	
䜶	gong	
䜷	cam	
䜸	mui	
䜹	cuk	
䜺	caak	
䜻	si	
䜼	guk	
䜽	jyu	
䜾	jam	
䜿	syu	
䝀	lau	
䝁	lou	
䝂	syu	
䝃	zip	
䝄	soeng	
䝅	fui	
䝆	fat	
䝇	fui	
䝈	ak ngak	
䝉	mung	
䝊	saap	
䝋	zung	
䝌	kyut	
䝍	gwan	
䝎	teon	
䝏	lau	
䝐	wai	
䝑	cung	
䝒	zo	
䝓	lip	
䝔	fun	
䝕	zip	
䝖	zaau	
䝗	jau	
䝘	ngai ai	
䝙	ceoi keoi syu	chu
䝚	nei lei	
䝛	bo	
䝜	syun	
䝝	ji	
䝞	fu	
䝟	aat jaak ngaat	
䝠	jyun wun	
䝡	maan	
䝢	maan	
䝣	keoi	
䝤	lou	
䝥	hou	
䝦	zung	
䝧	man	
䝨	jin	
䝩	zan	
䝪	so	
䝫	zok	
䝬	zyu	
䝭	gau	
䝮	jyun	
䝯	ji	
䝰	zi	
䝱	hip	
䝲	zeon	
䝳	caan	
䝴	zai	
䝵	bou	
䝶	loeng	
䝷	zi	
䝸	gei	
䝹	wun	
䝺	gun gwun	
䝻	geoi	
䝼	cing zing	
䝽	ngaai aai	
䝾	fu	
䝿	gwai	
䞀	hau	
䞁	jin	
䞂	jyun	
䞃	zi	
䞄	biu	
䞅	ji	
䞆	so	
䞇	zi	
䞈	gwai	
䞉	sing	
䞊	seon	
䞋	can	
䞌	sit	
䞍	cing zing	
䞎	coeng	
䞏	si	
䞐	seon ceon	
䞑	hung	
䞒	dung	
䞓	cing	
䞔	mei	
䞕	jyu	
䞖	suk	
䞗	caai	
䞘	gat	
䞙	zaap	
䞚	kei	
䞛	jin	
䞜	fu	
䞝	juk	
䞞	fat	
䞟	paak	
䞠	zek	
䞡	taan	
䞢	zok	
䞣	ce	
䞤	keoi	
䞥	jau	
䞦	haak	
䞧	hau	
䞨	kwai	
䞩	ap ngap	
䞪	zoeng	
䞫	wan	
䞬	tau	
䞭	ceon	
䞮	tou	
䞯	fu	
䞰	zaak	
䞱	huk	
䞲	ngo o	
䞳	baak	
䞴	zaau	
䞵	kyut	
䞶	tong	
䞷	gyut	
䞸	fu	
䞹	wong	
䞺	ceon	
䞻	jung	
䞼	cyun	
䞽	saak	
䞾	ci	
䞿	hin	
䟀	caai	
䟁	haau	
䟂	mun	
䟃	caam	
䟄	cik	
䟅	zim	
䟆	bat	
䟇	gei	
䟈	zat	
䟉	zuk	
䟊	keoi	
䟋	zim	
䟌	zit	
䟍	bin	
䟎	zaan	
䟏	lik	
䟐	lik	
䟑	joek	
䟒	kyun	
䟓	caang	
䟔	fu	
䟕	caa	
䟖	tong	
䟗	si	
䟘	hong	
䟙	cit	
䟚	gei	
䟛	bat	
䟜	neot leot	
䟝	tau	
䟞	cyu	
䟟	cuk	
䟠	jyut	
䟡	dai zi	
䟢	nin lin	
䟣	ceot	
䟤	bai	
䟥	mung	
䟦	bat	
䟧	tin	
䟨	man	
䟩	le	
䟪	fung	
䟫	caang	
䟬	jau	
䟭	tiu	
䟮	fuk	
䟯	kut kwut	
䟰	gin	
䟱	zik	
䟲	cung	
䟳	cuk	
䟴	an ngan	
䟵	kau	
䟶	co	
䟷	cai	
䟸	kwai	
䟹	lyut	
䟺	bui	
䟻	dou	
䟼	mou	
䟽	so	
䟾	dyut	
䟿	luk	
䠀	tong	
䠁	zai	
䠂	co	
䠃	loeng	
䠄	tin din	
䠅	kwan	
䠆	coeng	
䠇	gwat	
䠈	teot	
䠉	wun	
䠊	fei fai	
䠋	pe	
䠌	daap	
䠍	haa	
䠎	ak ngak	
䠏	gwai	
䠐	kwik	
䠑	kwai	
䠒	wu	
䠓	cau	
䠔	seoi	
䠕	caai	
䠖	zi	
䠗	jau	
䠘	pei	
䠙	pong	
䠚	waa	
䠛	jiu	
䠜	jung	
䠝	hyun	
䠞	cuk	
䠟	dip	
䠠	cai	
䠡	co	
䠢	mung	
䠣	syun	
䠤	do	
䠥	bit	
䠦	zi	
䠧	caa	
䠨	cim	
䠩	gwai	
䠪	teon	
䠫	zau	
䠬	dang	
䠭	laai	
䠮	tang	
䠯	joek	
䠰	kyun	
䠱	zuk	
䠲	ling	
䠳	can	
䠴	zan	
䠵	fu	
䠶	se je jik	
䠷	tiu	
䠸	kwaa	
䠹	haai	
䠺	man	
䠻	hung	
䠼	syu	
䠽	haai	
䠾	sim	
䠿	waai	
䡀	zin	
䡁	lung	
䡂	kau	
䡃	leot	
䡄	gei	
䡅	ceon	
䡆	jung	
䡇	jyut	
䡈	gok	
䡉	hong	
䡊	faan	
䡋	kei	
䡌	wang	
䡍	fu	
䡎	lou	
䡏	wang	
䡐	to	
䡑	man	
䡒	tin	
䡓	gyun	
䡔	kai	
䡕	sing	
䡖	hing	
䡗	gung	
䡘	tin	
䡙	long	
䡚	maau	
䡛	jan	
䡜	luk	
䡝	jyun	
䡞	guk	
䡟	pai	
䡠	hang	
䡡	haai	
䡢	bin	
䡣	wan	
䡤	zyu	
䡥	jung	
䡦	song	
䡧	wu	
䡨	caai	
䡩	hang	
䡪	sin	
䡫	pung	
䡬	maan	
䡭	sau	
䡮	zung	
䡯	cung	
䡰	hang	
䡱	zyun	
䡲	saan	
䡳	si	
䡴	cung	
䡵	seoi	
䡶	pik	
䡷	hat	
䡸	mit	
䡹	zi	
䡺	wai	
䡻	min	
䡼	ling	
䡽	zyun	
䡾	jit	
䡿	ling	
䢀	ngat at	
䢁	jyut	
䢂	lip	
䢃	ngaai aai	
䢄	saai	
䢅	san	
䢆	jung	
䢇	jung	
䢈	wui	
䢉	nung lung	
䢊	jau	
䢋	gei	
䢌	but	
䢍	fong	
䢎	gei	
䢏	dau	
䢐	cou	
䢑	dai	
䢒	gaau	
䢓	jyu	
䢔	hap	
䢕	wat	
䢖	jyut	
䢗	kuk	
䢘	sau	
䢙	baai	
䢚	gang	
䢛	gwing	
䢜	gwai	
䢝	aa ngaa	
䢞	seot	
䢟	jau	
䢠	sung	
䢡	jip	
䢢	cong	
䢣	jiu	
䢤	seot	
䢥	jin	
䢦	seot	
䢧	liu	
䢨	cung	
䢩	jyu	
䢪	hiu	
䢫	ceoi	
䢬	cin	
䢭	jin	
䢮	leoi	
䢯	leon	
䢰	tik	
䢱	duk	
䢲	wok	
䢳	gei	
䢴	cin	
䢵	wan	
䢶	bong	
䢷	daan	
䢸	zeoi	
䢹	geoi	
䢺	ceot	chu
䢻	san	
䢼	gung	gong
䢽	hong	
䢾	san	
䢿	on ngon	
䣀	gwai	
䣁	jyu	
䣂	leoi	
䣃	se	
䣄	tou	
䣅	san	
䣆	jing	
䣇	kau	
䣈	hong	
䣉	saa	
䣊	dong	
䣋	coi	
䣌	dai	
䣍	jim	
䣎	zi	
䣏	gung	
䣐	jing	
䣑	cin	
䣒	gwai	
䣓	lai	
䣔	so	
䣕	maa	
䣖	maa	
䣗	gou	
䣘	tong	tang
䣙	pui	
䣚	lau	
䣛	sat	
䣜	co	
䣝	tou	
䣞	ngok ok	
䣟	caam	
䣠	ze	
䣡	ji	
䣢	zik	
䣣	dong	
䣤	fok	
䣥	bei	
䣦	leoi	
䣧	jik	
䣨	seon	
䣩	seon	
䣪	put	
䣫	ci	
䣬	seon	
䣭	jau	
䣮	put	
䣯	cou	
䣰	geoi	
䣱	jyu heoi	
䣲	faan	
䣳	si	
䣴	jyu	
䣵	nei lei	
䣶	wut	
䣷	zyu	
䣸	jim	
䣹	fat	
䣺	gyun	
䣻	ham	
䣼	loeng	
䣽	zi	
䣾	mik	
䣿	jyu	
䤀	joek	
䤁	cam	
䤂	mui	
䤃	jam	
䤄	min	
䤅	tou	
䤆	kwai	
䤇	sau	
䤈	hei	
䤉	mat	
䤊	jung	
䤋	juk	
䤌	coeng	
䤍	mai	
䤎	gwat	
䤏	pei	
䤐	zam	
䤑	ong ngong	
䤒	gei	
䤓	mung	
䤔	zim	
䤕	hok	
䤖	bou	
䤗	gam	
䤘	caam	
䤙	lik	
䤚	lei	
䤛	kau	
䤜	deon	
䤝	ngaang aang	
䤞	wan	
䤟	cam	
䤠	zi	
䤡	jim	
䤢	baat	
䤣	lyut	
䤤	hoi	
䤥	gwai	
䤦	jyut	
䤧	fui	
䤨	pik	
䤩	zaak	
䤪	do	
䤫	caam	
䤬	so saa	
䤭	sik	
䤮	sip	
䤯	jing	
䤰	jing	
䤱	sai	
䤲	cek	
䤳	ze	
䤴	ham	
䤵	fei	
䤶	jip	
䤷	jin	
䤸	cyun	
䤹	sau	
䤺	gan	
䤻	do	
䤼	sin	
䤽	gwaan	
䤾	tou	
䤿	kit	
䥀	cin	
䥁	ham	
䥂	mung	
䥃	ngok ok	
䥄	cou	
䥅	kam	
䥆	kam	
䥇	sin	
䥈	mou mong	
䥉	jyun	
䥊	coeng	
䥋	paang	
䥌	zing	
䥍	zi	
䥎	seon	
䥏	jyu	
䥐	mau	
䥑	faan	
䥒	koeng	
䥓	gei	
䥔	suk	
䥕	pit	
䥖	tin	
䥗	fun	
䥘	co	
䥙	seoi	
䥚	co	
䥛	git	
䥜	gaan	
䥝	ou juk ngou	
䥞	giu	
䥟	jit	
䥠	zam	
䥡	jip	
䥢	lung	
䥣	zok	
䥤	bok	
䥥	lim	
䥦	ceoi	
䥧	syun	
䥨	leoi	
䥩	mei	
䥪	hin	
䥫	tit	
䥬	bok	
䥭	zing	
䥮	zuk	
䥯	bei	
䥰	mang	
䥱	se	
䥲	au ngau	
䥳	jau	
䥴	kwai	
䥵	hiu	
䥶	lik	
䥷	zaap	
䥸	bei	
䥹	ngit it	
䥺	je aa ngaa	
䥻	mou	
䥼	mat	
䥽	put	po
䥾	se	
䥿	lai	
䦀	jyu	
䦁	bong	
䦂	sin	
䦃	zoek	zhuo
䦄	wai	
䦅	sin	
䦆	fok kyut	
䦇	gai	
䦈	ze	
䦉	sei	
䦊	niu liu	
䦋	ngou ou	
䦌	cyu	
䦍	ngat at	
䦎	gun gwun	
䦏	haai	
䦐	ting	
䦑	hyut	
䦒	dong	
䦓	zaam	
䦔	taan	
䦕	ping	
䦖	kit	
䦗	gwik	
䦘	haan	
䦙	zi	
䦚	fut	
䦛	zang zaang	
䦜	ng m	
䦝	waak	
䦞	jeon	
䦟	caai ceoi	
䦠	si	
䦡	wun	
䦢	fut	
䦣	fu	
䦤	ceoi	
䦥	haan	
䦦	kam	
䦧	jik	
䦨	laan	
䦩	man	
䦪	ngaat aat	
䦫	jing	
䦬	kyut	
䦭	hong	
䦮	ceon	
䦯	zi	
䦰	gau	
䦱	wai	
䦲	jim	
䦳	hoeng	
䦴	jik	
䦵	nai lai	
䦶	zang zaang	
䦷	caai ceoi	
䦸	jyu	
䦹	sap	
䦺	ding	
䦻	zi	
䦼	kyut	
䦽	zeoi	
䦾	jyun	
䦿	zung	
䧀	gwang	
䧁	heoi	
䧂	ziu	
䧃	tin	
䧄	gok	
䧅	ji	
䧆	hung	
䧇	ji	
䧈	sai	
䧉	lei	
䧊	huk	
䧋	hin	
䧌	seoi	
䧍	gwik	
䧎	jyun	
䧏	fung	
䧐	gwok gok	
䧑	dai	
䧒	loi	
䧓	zau	
䧔	nim lim	
䧕	wik	
䧖	cin	
䧗	bik	
䧘	zyun	
䧙	ling	
䧚	hou	
䧛	bong	
䧜	tong	
䧝	ci	
䧞	maa	
䧟	haam	
䧠	zyun	
䧡	jung	
䧢	keoi	
䧣	jan	
䧤	buk	
䧥	wai	
䧦	wai	
䧧	ngai ai	
䧨	jip	
䧩	gam	
䧪	cip	
䧫	hou	
䧬	ban	
䧭	si	
䧮	hin	
䧯	caam	
䧰	wan	
䧱	gau	
䧲	gon	
䧳	ci	
䧴	zi	
䧵	zam	
䧶	kwai	
䧷	jau	
䧸	gu gwu	
䧹	jing	
䧺	hung	
䧻	gap	
䧼	huk	
䧽	ceoi	
䧾	syu	
䧿	zoek	
䨀	dek	
䨁	mou	
䨂	cau	
䨃	aan ngaan	
䨄	am ngam	
䨅	liu	
䨆	bai	
䨇	soeng	
䨈	ban	
䨉	jing	
䨊	jyun	
䨋	joek	
䨌	bok	
䨍	jing	
䨎	wang	
䨏	ci	
䨐	hap	
䨑	tai	
䨒	jyu	
䨓	leoi	
䨔	bok	
䨕	jyu	
䨖	zai	
䨗	fau	
䨘	sin	
䨙	jam	
䨚	fat	
䨛	saak	
䨜	bang	
䨝	cing	
䨞	jyu	
䨟	waa	
䨠	oi ngoi	
䨡	ham	
䨢	daam	
䨣	gaak	
䨤	dik	
䨥	wok	
䨦	pong	
䨧	jam	
䨨	zeoi	
䨩	ling	
䨪	maai	
䨫	mak	
䨬	lim	
䨭	siu	
䨮	syut	
䨯	zan	
䨰	pok	
䨱	fuk	
䨲	nau lau	
䨳	hei	
䨴	deoi	
䨵	daam	
䨶	wan	
䨷	sin	
䨸	jan	
䨹	suk	
䨺	deoi	
䨻	bang	
䨼	wu	
䨽	fei	
䨾	fai	
䨿	zaap	
䩀	bei	
䩁	fei	
䩂	haam	
䩃	si	
䩄	tin min	
䩅	zin	
䩆	zaan	
䩇	zaam	
䩈	fui	
䩉	fu	
䩊	jyun	
䩋	mo	
䩌	ciu caau	
䩍	liu	
䩎	cim	
䩏	mit	
䩐	fat	
䩑	wang	
䩒	jyu	
䩓	kei	
䩔	do	
䩕	ngong ong	
䩖	saa	
䩗	baa	
䩘	dai	
䩙	jyun	
䩚	dai	
䩛	bat	
䩜	zau	
䩝	pok	
䩞	tip	
䩟	ji	
䩠	ting	
䩡	gaap	
䩢	zai	
䩣	tou	
䩤	kit	
䩥	daan	
䩦	tiu	
䩧	kit	
䩨	coeng	
䩩	jyun	
䩪	gun gwun	
䩫	loeng	
䩬	bung	
䩭	gei	
䩮	luk	
䩯	gik	
䩰	jyun	
䩱	syu	
䩲	dou	
䩳	sau	
䩴	wu	
䩵	wan	
䩶	cin	
䩷	bong	
䩸	jung	
䩹	ngaak aak	
䩺	jung	
䩻	baa	
䩼	fung	
䩽	jyu	
䩾	ze	
䩿	fan	
䪀	gun gwun	
䪁	buk	
䪂	gaak	
䪃	deon	
䪄	wong	
䪅	duk	
䪆	tai	
䪇	bok	
䪈	hin	
䪉	lip	
䪊	lung	
䪋	wai	
䪌	zaam	
䪍	laan	
䪎	seoi	
䪏	naap laap	
䪐	bei	
䪑	to	
䪒	zyu	
䪓	dip	
䪔	bou	
䪕	guk	
䪖	pok	
䪗	haa	
䪘	wai	
䪙	pok	
䪚	daap	
䪛	faan	
䪜	cim	
䪝	waak	
䪞	zaap	
䪟	zai	
䪠	zai	
䪡	zai	
䪢	zai	
䪣	zai	
䪤	faan	
䪥	haai	
䪦	hung	
䪧	ci	
䪨	bok	
䪩	jam	
䪪	gaa	
䪫	hang	
䪬	put	
䪭	jyun	
䪮	cau	
䪯	jing	
䪰	ji	
䪱	goi	
䪲	ngat at	
䪳	wan	
䪴	zam	
䪵	ngaa aa	
䪶	zeoi	
䪷	kau	
䪸	man	
䪹	pei	
䪺	gap	
䪻	bin	
䪼	dyut	
䪽	hou	
䪾	can	
䪿	seon	
䫀	gan	
䫁	bei	
䫂	do	
䫃	seon	
䫄	caat	
䫅	saam	
䫆	sing	
䫇	jim	
䫈	zam	
䫉	maau	
䫊	pui	
䫋	wai	
䫌	pai	
䫍	fu	
䫎	dyut	
䫏	hei	
䫐	lam	
䫑	ji	
䫒	mun	
䫓	ng m	
䫔	kai	
䫕	dit	
䫖	cam	
䫗	haa	
䫘	hot	
䫙	song	
䫚	gwaa	
䫛	hau	
䫜	au ngau	
䫝	fuk	
䫞	hiu	
䫟	wan	
䫠	pei	
䫡	ngaam aam	
䫢	si	
䫣	hai	
䫤	mang	
䫥	fui	
䫦	gap	
䫧	hou	
䫨	zeoi	
䫩	sam	
䫪	song	
䫫	lau leoi	
䫬	zam	
䫭	wui	
䫮	saam	
䫯	ji	
䫰	leon	
䫱	jyu	
䫲	ham	
䫳	duk	
䫴	gam	
䫵	min	
䫶	fan	
䫷	ngok ok	
䫸	caau	
䫹	hung	
䫺	wang	
䫻	jat	
䫼	hyut	
䫽	pou	
䫾	bik	
䫿	ciu	
䬀	jau	
䬁	ji	
䬂	hyut	
䬃	saap	
䬄	hyut	
䬅	lai	
䬆	leot	
䬇	jyun	
䬈	deoi	
䬉	waak	
䬊	saap	
䬋	ling	
䬌	piu	
䬍	fat	
䬎	gwok gok	
䬏	bau	
䬐	jeoi	
䬑	wai	
䬒	sau	
䬓	am ngam	
䬔	jyu	
䬕	hong	
䬖	waang	
䬗	joeng	
䬘	haau	
䬙	jiu	
䬚	faan	
䬛	bat	
䬜	ci	
䬝	waang	
䬞	tou	
䬟	lau	
䬠	fei	
䬡	zyu	
䬢	tou	
䬣	hat	
䬤	zaan	
䬥	ji	
䬦	dau	
䬧	jyun	
䬨	gau	
䬩	zaai	
䬪	bok	
䬫	tai	
䬬	joeng	
䬭	tou	
䬮	ji	
䬯	nim lim	
䬰	siu	
䬱	ban	
䬲	kau	
䬳	bun baan	
䬴	mut	
䬵	goi	
䬶	ngan an	
䬷	se	
䬸	caan	
䬹	zat	
䬺	joeng	
䬻	zin	
䬼	jyun	
䬽	seoi	
䬾	tai	
䬿	mei	
䭀	seon	
䭁	zai	
䭂	jap	
䭃	jam	
䭄	si	
䭅	wu	
䭆	nak lak	
䭇	jit	
䭈	gin	
䭉	seoi	
䭊	jing	
䭋	baau	
䭌	wu	
䭍	wu	
䭎	jip	
䭏	bin	
䭐	joeng	
䭑	lim	
䭒	sik	
䭓	ngan an	
䭔	deoi	
䭕	zaam	
䭖	zyu	
䭗	jing	
䭘	jing	
䭙	zam	
䭚	cong	
䭛	daam	
䭜	liu	
䭝	kui kwui	
䭞	jik	
䭟	jip	
䭠	gim	
䭡	an ngan	
䭢	ning ling	
䭣	ci	
䭤	hin	
䭥	joeng	
䭦	bok	
䭧	mei	
䭨	seoi	
䭩	mo	
䭪	loeng	
䭫	kai	
䭬	kai	
䭭	sau	
䭮	fat	
䭯	but	
䭰	bung	
䭱	bit	
䭲	ji	
䭳	ngai ai	
䭴	waan	
䭵	faan	
䭶	kei	
䭷	mou	
䭸	fu	
䭹	ngong ong	
䭺	ngong ong	
䭻	fan	
䭼	kei	
䭽	kwan	
䭾	to do	
䭿	jat	
䮀	but	
䮁	pin	
䮂	but bat	
䮃	keoi	
䮄	jyun	
䮅	jyut	
䮆	pei	
䮇	wat	
䮈	ci	
䮉	leoi	
䮊	ji	
䮋	lit	
䮌	jau	
䮍	niu liu	
䮎	hei	
䮏	ng m	
䮐	gwing	
䮑	leoi	
䮒	pou	
䮓	zoek	
䮔	zeoi	
䮕	zyut	
䮖	coeng	
䮗	ngon on	
䮘	ji	
䮙	wik	
䮚	lang	
䮛	fu	
䮜	zaap	
䮝	wan	
䮞	ceon	
䮟	sau	
䮠	bik	
䮡	bat	
䮢	zaap	
䮣	song	
䮤	hok	
䮥	lik	
䮦	giu	
䮧	hon	
䮨	zoi	
䮩	gwat	
䮪	sing	
䮫	lau	
䮬	mok	
䮭	mik	
䮮	mak	
䮯	ngou ou	
䮰	zaak	
䮱	zuk	
䮲	wong	
䮳	faan	
䮴	dang	
䮵	tung	
䮶	biu	
䮷	duk	
䮸	ak ngak	
䮹	wai	
䮺	zai	
䮻	dou	
䮼	leon	
䮽	biu	
䮾	pung	
䮿	gin	
䯀	nip lip	
䯁	leoi	
䯂	san	
䯃	on ngon	
䯄	waa gwaa	
䯅	nip lip	
䯆	jik	
䯇	fat	
䯈	jyun	
䯉	waat	
䯊	kaa	
䯋	bat	
䯌	hou	
䯍	ling	
䯎	gon	
䯏	kut kwut	
䯐	haai	
䯑	kwong kong	
䯒	hang	
䯓	kwai	
䯔	zaak	
䯕	ting	
䯖	long	
䯗	bei	
䯘	jyun	
䯙	bok	
䯚	jiu	
䯛	wun	
䯜	tik	
䯝	seoi	
䯞	kwaa	
䯟	deoi	
䯠	ou ngou	
䯡	gim	
䯢	mo	
䯣	kwai	
䯤	kui kwui	
䯥	ngam am	
䯦	maat	
䯧	king	
䯨	haau	
䯩	hou	
䯪	haau	
䯫	hou	
䯬	do	
䯭	cim	
䯮	noi loi	
䯯	so	
䯰	gaai	
䯱	pei	
䯲	paa	
䯳	sung	
䯴	coeng	
䯵	ngot ot	
䯶	maan	
䯷	sung	
䯸	ci	
䯹	cim	
䯺	kut kwut	
䯻	gou	
䯼	dik	
䯽	pau	
䯾	cau	
䯿	zeot	
䰀	wo	
䰁	fai	
䰂	coi	
䰃	paang	
䰄	soi	
䰅	sou	
䰆	jau	
䰇	kei	
䰈	co	
䰉	pun baan	
䰊	bok	
䰋	faat	
䰌	zung	
䰍	jau	
䰎	kwai	
䰏	zit	
䰐	laam	
䰑	sou	
䰒	mung	
䰓	min	
䰔	pun	
䰕	lou	
䰖	zaan	
䰗	gau	
䰘	lau	
䰙	ngai ai	
䰚	man	
䰛	lik	
䰜	lik	
䰝	zang	
䰞	zyu	
䰟	wan	
䰠	san	
䰡	ci	
䰢	hang	
䰣	mong	
䰤	dung	
䰥	waak	
䰦	pai	
䰧	fu	
䰨	mei	
䰩	ce	
䰪	mei	
䰫	caau	
䰬	gwat	
䰭	jyu	
䰮	ji	
䰯	ji	
䰰	jyu	
䰱	ling	
䰲	aat ngaat	
䰳	ding	
䰴	gat	
䰵	zi	
䰶	mong	
䰷	pong	
䰸	gung	
䰹	caak	
䰺	gaai	
䰻	jyu	
䰼	cam	
䰽	pui	
䰾	baa bat	
䰿	to	
䱀	joeng	
䱁	giu	
䱂	jau	
䱃	zat	
䱄	gaai	
䱅	mut	
䱆	jing	
䱇	sin	
䱈	ngai ai	
䱉	sin	
䱊	mai	
䱋	gung	
䱌	ji	
䱍	gang	
䱎	gang	
䱏	tau	
䱐	fu	
䱑	zyut	
䱒	jip	
䱓	ting	
䱔	tiu	
䱕	mau	
䱖	lau	
䱗	caan	
䱘	lei	
䱙	suk	
䱚	luk	
䱛	kwik gwik	
䱜	cok	
䱝	paai	
䱞	noi loi	
䱟	geoi	
䱠	zaan	
䱡	guk	
䱢	zang	
䱣	zeot	
䱤	haam	
䱥	zai	
䱦	zeoi	
䱧	gyun	
䱨	ci	
䱩	mong	
䱪	biu	
䱫	laat	
䱬	seoi	
䱭	gang	
䱮	ngaak aak	
䱯	mou	
䱰	zung	
䱱	tai	
䱲	jyun	
䱳	zin	
䱴	gang	
䱵	jung	
䱶	long	
䱷	jyu	
䱸	sau	
䱹	zaa	
䱺	haai	
䱻	waat	
䱼	zin	
䱽	cong coeng	
䱾	lau	
䱿	caam	
䲀	zi	
䲁	wai	
䲂	syun	
䲃	zou	
䲄	man	
䲅	kwai	
䲆	jyu	
䲇	cuk	
䲈	maa	
䲉	si	
䲊	do	
䲋	sam	
䲌	fun	
䲍	tang	
䲎	neoi leoi	
䲏	lou	
䲐	lou	
䲑	ji	
䲒	haai	
䲓	jim	
䲔	king	
䲕	pou	
䲖	cau	
䲗	haam	
䲘	gun gwun	
䲙	zit	
䲚	laai	
䲛	mung	
䲜	jip	
䲝	cong coeng	
䲞	lap laap	
䲟	jan	yin
䲠	ceon	chun
䲡	cau	
䲢	tang	teng
䲣	jyu	
䲤	zau	
䲥	gau	
䲦	daai	
䲧	dou	
䲨	hung	
䲩	si	
䲪	ji	
䲫	gau	
䲬	kei	
䲭	ci	
䲮	jyun	
䲯	kap	
䲰	wan	
䲱	fong	
䲲	gung	
䲳	hong	
䲴	zam	
䲵	zoek	
䲶	jyun	
䲷	niu liu	
䲸	gaai	
䲹	pei	
䲺	gam	
䲻	jyun	
䲼	sang	
䲽	sek	
䲾	haau	
䲿	ci	
䳀	dit	
䳁	bat	
䳂	diu	
䳃	jyun	
䳄	ci	
䳅	zi	
䳆	baak	
䳇	mou	
䳈	bou	
䳉	dung	
䳊	bat	
䳋	tung	
䳌	gyun	
䳍	gung	
䳎	kau	
䳏	gwai kyut	
䳐	ci	
䳑	jau	
䳒	jyun	
䳓	lou	
䳔	guk	
䳕	fau	
䳖	nip lip	
䳗	ngo o	
䳘	ngo o	
䳙	hing	
䳚	hon hot	
䳛	aan ngaan	
䳜	tou	
䳝	pau	
䳞	bung	
䳟	ming	
䳠	seoi	
䳡	aan ngaan	
䳢	kei	
䳣	jyun	
䳤	bit	
䳥	ling	
䳦	syun	
䳧	hau	
䳨	wong	
䳩	jiu	
䳪	tyun	
䳫	kwai	
䳬	jik	
䳭	zik	
䳮	mak	
䳯	cung	
䳰	bou	
䳱	mou	
䳲	zan	
䳳	seot	
䳴	taap	
䳵	cik	
䳶	kai	
䳷	cung	
䳸	maa	
䳹	kau	
䳺	am aan ngam	
䳻	caam	
䳼	au ngau	
䳽	hok	
䳾	dang	
䳿	jin	
䴀	tung	
䴁	jyu	
䴂	zoeng	
䴃	naau laau	
䴄	seon	
䴅	fan	
䴆	buk	
䴇	ling	
䴈	ou ngou	
䴉	syun waan	
䴊	ji	
䴋	waan	
䴌	mung	
䴍	ang ngang	
䴎	leoi	
䴏	jin	
䴐	bou	
䴑	dip	
䴒	ling	
䴓	si	shi
䴔	gaau	jiao
䴕	lit	lie
䴖	zing	jing
䴗	gwik kyut	ju
䴘	tai	ti
䴙	pik	pi
䴚	gong	
䴛	siu	
䴜	waai	
䴝	ceoi	
䴞	dik	
䴟	wun	
䴠	ou jiu ngou	
䴡	lai	
䴢	mei	
䴣	fu	
䴤	sang	
䴥	gaa	
䴦	ngan an	
䴧	wai	
䴨	jyun	
䴩	piu	
䴪	luk	
䴫	ling	
䴬	jik	
䴭	coi	
䴮	saan	
䴯	fat	
䴰	suk	
䴱	to	
䴲	mut	
䴳	waat	
䴴	tip	
䴵	bing	
䴶	pung	
䴷	wan	
䴸	fu	
䴹	gwo go	
䴺	bau	
䴻	lei	
䴼	caan	
䴽	pei	
䴾	co	
䴿	mung	
䵀	so	
䵁	coeng	
䵂	zik	
䵃	kwong kong	
䵄	fung	
䵅	ngaau aau	
䵆	mung	
䵇	sin	
䵈	huk	
䵉	tau	
䵊	tan	
䵋	wai	
䵌	him	
䵍	tan	
䵎	teon	
䵏	lou	
䵐	cin	
䵑	nik lik	
䵒	nik lik	
䵓	syu	
䵔	dung	
䵕	geoi	
䵖	hin	
䵗	baak	
䵘	saai	
䵙	zaa	
䵚	tou	
䵛	hin	
䵜	nung lung	
䵝	ji	
䵞	king	
䵟	gon	
䵠	dik	
䵡	jin	
䵢	mui	
䵣	daat	
䵤	gin	
䵥	wat	
䵦	ze	
䵧	zoi	
䵨	mong	
䵩	lai	
䵪	gwan	
䵫	fan	
䵬	daap	
䵭	ze	
䵮	joeng	
䵯	teon	
䵰	soeng	
䵱	hik	
䵲	ciu	
䵳	wai	
䵴	wan	
䵵	caat	
䵶	keoi	
䵷	waa	
䵸	cuk	
䵹	zi	
䵺	ting	
䵻	seoi	
䵼	soeng	
䵽	caap	
䵾	fu	
䵿	tip	
䶀	taap daap	
䶁	taap	
䶂	zoek	
䶃	ham	
䶄	ping	
䶅	hok	
䶆	zeoi	
䶇	zau	
䶈	bok	
䶉	lau	
䶊	nuk luk	
䶋	hap	
䶌	paau	
䶍	tai	
䶎	hap	
䶏	ji	
䶐	wui	
䶑	tai	
䶒	cai	
䶓	zai	
䶔	ci	
䶕	baa	
䶖	gam	
䶗	kaa haap	
䶘	laap	
䶙	geoi	
䶚	geoi	
䶛	laat	
䶜	guk	
䶝	haap	
䶞	kei	
䶟	haam	
䶠	gaam	
䶡	zit	
䶢	gaam	
䶣	ngoi oi	
䶤	hat	
䶥	zaa zeoi	
䶦	caak	
䶧	ngaau aau	
䶨	zaam	
䶩	zai	
䶪	caat	
䶫	jim	
䶬	gin	
䶭	wong	
䶮	jim jin	yan
䶯	kwai	
䶰	ziu	
䶱	tung	
䶲	jim	
䶳	joek	
䶴	ceoi	
䶵	ci	
一	jat	yi
丁	ding zaang zang	ding zheng
丂	haau	kao qiao yu
七	cat	qi
丄	soeng	shang
丅	haa	xia
丆	daan	han
万	maan mak maak	wan mo
丈	zoeng	zhang
三	saam	san
上	soeng	shang
下	haa	xia
丌	gei kei	qi ji
不	bat fau pei	bu fou
与	jyu	yu
丏	min	mian
丐	koi goi	gai
丑	cau	chou
丒	ng m	chou
专	zyun	zhuan
且	ce ceoi zeoi	qie ju
丕	pei	pi
世	sai	shi
丗	sai	shi
丘	jau	qiu
丙	bing	bing
业	jip	ye
丛	cung	cong
东	dung dong	dong
丝	si	si
丞	sing cing	cheng
丟	diu	diu
丠	kei	qiu
両	loeng	liang
丢	diu	diu
丣	jau	you
两	loeng	liang
严	jim	yan
並	bing	bing
丧	song	sang
丨	gwan	gun
丩	gau	jiu
个	go	ge
丫	aa ngaa	ya
丬	baan	pan
中	zung	zhong
丮	gik	ji
丯	gaai gai	jie
丰	fung	feng
丱	gwaan kong kwong	guan kuang
串	cyun gwaan	chuan
丳	caan	chan
临	lam	lin
丵	zok	zhuo
丶	zyu	zhu
丷	baat	ba
丸	jyun	wan
丹	daan	dan
为	wai	wei
主	zyu	zhu
丼	dong dam zeng	jing dan
丽	lai lei	li
举	geoi	ju
丿	pit	pie
乀	fat	fu
乁	ji	yi ji
乂	ngaai aai	yi
乃	naai oi ngoi	nai
乄		wu
久	gau	jiu
乆	gau	jiu
乇	tok zaak	tuo zhe
么	jiu maa mo	me mo ma
义	ji	yi
乊		yi
之	zi	zhi
乌	wu	wu
乍	zaa zok	zha
乎	fu wu	hu
乏	fat	fa
乐	lok aau ngaau	le yue yao
乑	jam	yin
乒	bing ping	ping
乓	bam bong pong	pang
乔	kiu	qiao
乕	fu	hu
乖	gwaai	guai
乗	sing	cheng sheng
乘	sing	cheng sheng
乙	jyut	yi
乚	jyut jan	hao yi
乛		yi
乜	mat me ne	nie mie
九	gau	jiu
乞	hat hei	qi
也	jaa je	ye
习	zaap zap	xi
乡	hoeng	xiang
乢	goi	gai
乣	gau	jiu
乤	haa	xia
乥	fu	
书	syu	shu
乧	dau	dou
乨	ci	shi
乩	gei	ji
乪	kek	nang
乫	gaa	jia
乬	geoi	ju
乭	sek	shi
乮	maau	mao
乯	fu	hu
买	maai	mai
乱	lyun	luan
乲	ci	
乳	jyu	ru
乴	zyut	xue
乵	jim	yan
乶	fu	fu
乷	saa	sha
乸	naa laa	na
乹	kin gon	qian
乺	so	suo
乻	jyu	yu
乼	zyu	zhu
乽	ze	zhe
乾	gon kin	qian gan
乿	zi	zhi luan
亀	gwai	gui
亁	gon	qian
亂	lyun	luan
亃	leon	lin
亄	ji	yi
亅	kyut	jue
了	liu laa	le liao
亇	ding	ge ma
予	jyu	yu
争	zang caang zaang	zheng
亊	si	shi
事	si	shi
二	ji	er
亍	cuk coet	chu
于	jyu wu	yu
亏	kwai	kui
亐	jyu	yu
云	wan	yun
互	wu	hu
亓	kei	qi
五	ng m	wu
井	zeng zing	jing
亖	sei	si
亗	seoi	sui
亘	gang	gen
亙	gang	gen
亚	aa ngaa	ya
些	se so sai	xie suo
亜	aa ngaa	ya
亝	cai zaai	qi zhai
亞	aa ngaa	ya
亟	gik kei	ji qi
亠	tau	tou
亡	mong mou	wang wu
亢	kong gong	kang hang gang
亣	daai	da
交	gaau kaau	jiao
亥	hoi	hai
亦	jik	yi
产	caan	chan
亨	hang paang hoeng	heng peng
亩	mau	mu
亪	bin	ye
享	hoeng	xiang
京	ging jyun	jing
亭	ting	ting
亮	loeng	liang
亯	hoeng hang paang	xiang
亰	ging	jing
亱	je	ye
亲	can	qin qing
亳	bok	bo
亴	jau	you
亵	sit	xie
亶	taan daan sin	dan
亷	lim	lian
亸	do	duo
亹	mei mun	wei men
人	jan	ren
亻	jan	ren
亼	zaap hau zap	ji
亽	zaap	ji
亾	mong he mou	wang
亿	jik	yi
什	sap zaap sam	shen shi
仁	jan ngan	ren
仂	lak lik	le
仃	ding	ding
仄	zak cek	ze
仅	gan	jin
仆	puk fu buk	pu
仇	sau cau kau	chou qiu
仈	baat	ba
仉	zoeng	zhang
今	gam	jin
介	gaai gaa	jie
仌	bing	bing
仍	jing	reng
从	cung sung zung	cong
仏	fat	fo
仐	tou	jin san
仑	leon	lun
仒	bing	bing
仓	cong	cang
仔	zai zi	zai zi
仕	si	shi
他	taa to	ta
仗	zoeng	zhang
付	fu	fu
仙	sin	xian
仚	hin	xian
仛	tok	tuo cha duo
仜	hung	hong
仝	tung	tong
仞	jan	ren
仟	cin	qian
仠	gon	gan han
仡	ngat gat go	yi ge
仢	bok	bo
代	doi	dai
令	ling lim	ling
以	ji	yi
仦	caau	chao
仧	coeng	chang zhang
仨	saam saa	sa
仩	coeng	chang
仪	ji	yi
仫	muk mo	mu
们	mun	men
仭	jan	ren
仮	faan	fan
仯	caau	chao miao
仰	joeng ngong ong	yang ang
仱	kim ging	qian
仲	zung	zhong
仳	pei	pi
仴	wut jyut	wo
仵	ng m	wu
件	gin	jian
价	gaai gaa	jia jie
仸	jiu	yao fo
仹	fung	feng
仺	cong	cang
任	jam	ren
仼	wong	wang
份	fan ban	fen bin
仾	dai	di
仿	fong pong	fang
伀	zung	zhong
企	kei	qi
伂	pui	pei
伃	jyu	yu
伄	diu	diao
伅	dan deon	dun
伆	mat	wen
伇	jik	yi
伈	sam	xin
伉	kong	kang
伊	ji	yi
伋	kap gap	ji
伌	aai ngaai	ai
伍	ng m	wu
伎	gei kei	ji qi
伏	fuk buk	fu
伐	fat	fa
休	jau nau heoi	xiu xu
伒	gan	jin yin
伓	pei	pi
伔	dam daam	dan
伕	fu	fu
伖	tong	tang
众	zung	zhong
优	jau jaau	you
伙	fo	huo
会	wui kui kwui	hui kuai
伛	jyu	yu
伜	ceoi	cui
伝	cyun wan	yun
伞	saan	san
伟	wai	wei
传	cyun zyun	chuan zhuan
伡	ce	che ju
伢	ngaa aa	ya
伣	jin	qian
伤	soeng	shang
伥	coeng caang zan	chang
伦	leon lan	lun
伧	cong caang cam	chen cang
伨	seon	xun
伩	seon	xin
伪	ngai ai	wei
伫	cyu ling ning	zhu
伬	cek ce	chi
伭	jin jyun	xian xuan
伮	nou lou	nu
伯	baak baa mak	bo bai
估	gu gwu	gu
伱	nei lei	ni
伲	nei lei	ni
伳	sit	xie
伴	bun pun	ban
伵	gwik	xu
伶	ling	ling
伷	zau	zhou
伸	san	shen
伹	ceoi	qu
伺	zi si	si ci
伻	ping paang	beng
似	ci	si shi
伽	gaa ke	jia qie ga
伾	pei	pi
伿	ji zi	yi
佀	ci	si
佁	ji ci	yi chi
佂	zing	zheng
佃	din tin	dian tian
佄	ham	han gan
佅	mui maai	mai
但	daan	dan
佇	cyu ling ning	zhu
佈	bou	bu
佉	keoi	qu
佊	bei	bi
佋	siu	zhao shao
佌	ci	ci
位	wai	wei
低	dai	di
住	zyu	zhu
佐	zo	zuo
佑	jau	you
佒	joeng ngong ong	yang
体	tai ban	ti
佔	zim cim	zhan
何	ho	he
佖	bit	bi
佗	to taa	tuo
佘	se	she
余	jyu ceoi	yu
佚	jat dit	yi die
佛	fat bat	fo fu bi
作	zok	zuo
佝	keoi gau kau	gou
佞	ning ling	ning
佟	tung	tong
你	nei lei	ni
佡	hin	xian
佢	keoi heoi	qu
佣	jung cung	yong
佤	ngaa aa	wa
佥	cim	qian
佦	jau	you
佧	kaa	ka
佨	baau	bao
佩	pui	pei
佪	wui	huai hui
佫	hok gaak	ge he
佬	lou liu	lao
佭	gong	xiang
佮	gap daap tap	ge
佯	joeng	yang
佰	baak mak	bai
佱	faat	fa
佲	ming	ming
佳	gaai	jia
佴	ji naai noi	er nai
併	bing ping	bing
佶	gat git	ji
佷	han	hen
佸	kut wut kwut	huo
佹	gwai	gui
佺	cyun	quan
佻	tiu	tiao
佼	gaau	jiao
佽	ci	ci
佾	jat	yi
使	si sai	shi
侀	jing	xing
侁	san	shen
侂	tok	tuo
侃	hon	kan
侄	zat	zhi
侅	goi	gai
來	loi lai lei	lai
侇	ji	yi
侈	ci	chi
侉	kwaa	kua
侊	gwong gong	gong
例	lai	li
侌	jam	yin
侍	si	shi
侎	mei	mi
侏	zyu	zhu
侐	gwik kwik	xu
侑	jau	you
侒	on ngon	an
侓	leot	lu
侔	mau	mou
侕	ji	er
侖	leon	lun
侗	tung dung	dong tong
侘	caa	cha
侙	cik	chi
侚	seon ceon	xun
供	gung	gong
侜	zau	zhou
依	ji wi	yi
侞	jyu	ru
侟	cyun	jian cun
侠	hap haap	xia
価	ci	si
侢	daai	dai
侣	leoi	lu
侤	haau	ta
侥	hiu jiu giu	jiao yao
侦	zing	zhen
侧	zak	ce ze zhai
侨	kiu	qiao
侩	kui kwui	kuai
侪	caai cai	chai
侫	ning ling	ning
侬	nung lung laang	nong
侭	zeon	jin
侮	mou	wu
侯	hau	hou
侰	kwan	jiong
侱	cing	cheng ting
侲	zan san	zhen
侳	zo co	zuo
侴	cau	chou
侵	cam	qin
侶	leoi	lu
侷	guk	ju
侸	syu	shu dou
侹	ting	ting
侺	sam	shen
侻	tyut teoi	tui tuo
侼	but	bo
侽	naam laam	nan
侾	haau	xiao
便	bin pin	bian pian
俀	teoi	tui
俁	jyu	yu
係	hai e	xi
促	cuk	cu
俄	ngo o	e
俅	kau	qiu
俆	ceoi syu	xu
俇	gwaang hong	guang kuang
俈	guk	ku
俉	ng m	wu
俊	zeon	jun
俋	jap	yi
俌	fu	fu
俍	loeng	liang
俎	zo ceoi	zu
俏	ciu	qiao xiao
俐	lei	li
俑	jung	yong
俒	wan	hun
俓	ging	jing
俔	jin	qian
俕	saam	san
俖	pui poi	pei
俗	zuk	su
俘	fu	fu
俙	hei	xi
俚	lei	li
俛	fu min	fu
俜	ping	ping
保	bou	bao
俞	jyu syu	yu shu
俟	zi kei	si qi
俠	hap haap	xia
信	seon san	xin shen
俢	sau	xiu
俣	jyu	yu
俤	dai	di
俥	ce	che ju
俦	cau	chou
俧	zi	zhi
俨	jim	yan
俩	loeng	lia liang
俪	lai	li
俫	loi	lai
俬	si	si
俭	gim	jian
修	sau	xiu
俯	fu	fu
俰	wo	huo
俱	keoi geoi	ju
俲	haau	xiao
俳	paai pui	pai
俴	cin	jian
俵	biu	biao
俶	cuk tik	chu ti
俷	fai	fei
俸	fung	feng
俹	aa ngaa	ya
俺	jim aan ngaan	an
俻	bei	bei
俼	juk	yu
俽	jan	xin
俾	bei pai	bi
俿	fu	hu chi
倀	caang coeng zan	chang
倁	zi	zhi
倂	bing ping	bing
倃	zaa gau	jiu
倄	haau	yao
倅	ceoi zeot cyut	cui zu
倆	loeng	liang lia
倇	jyun	wan
倈	loi	lai
倉	cong	cang
倊	zung	zong
個	go	ge
倌	gun gwun	guan
倍	pui bui	bei
倎	tin	tian
倏	suk	shu
倐	suk	shu
們	mun	men
倒	dou	dao
倓	taam daam	tan
倔	gwat gwak	jue
倕	seoi	chui
倖	hang	xing
倗	pang	peng
倘	tong soeng	tang chang
候	hau	hou
倚	ji kei	yi
倛	hei	qi
倜	tik zau	ti
倝	gon	gan
倞	ging loeng keng	liang jing
借	ze	jie
倠	seoi	sui
倡	coeng	chang
倢	zit zip	jie
倣	fong	fang
値	zik	zhi
倥	hung	kong
倦	gyun	juan
倧	zung	zong
倨	geoi	ju
倩	sin cing	qian
倪	ngai ai	ni
倫	leon lan	lun
倬	coek zoek	zhuo
倭	wo wai	wo wei
倮	lo	luo
倯	sung	song
倰	ling	leng
倱	wan	hun
倲	dung	dong
倳	zi	zi
倴	ban	ben
倵	mou	wu
倶	keoi	ju
倷	noi naai laai	nai
倸	coi	cai
倹	gim	jian
债	zaai	zhai
倻	je	ye
值	zik	zhi
倽	saa	sha
倾	king	qing
倿	ning ling	ning
偀	jing	ying
偁	cing can	cheng chen
偂	cin	qian
偃	jin jim	yan
偄	jyun	ruan
偅	zung	zhong tong
偆	ceon	chun
假	gaa haa	jia
偈	git gai	ji jie
偉	wai	wei
偊	jyu geoi	yu
偋	bing	bing
偌	je joek	ruo
偍	tai	ti
偎	wui	wei
偏	pin	pian
偐	ngaan aan	yan
偑	fung	feng
偒	tong	tang dang
偓	ak aak ngaak	wo
偔	ngok ok	e
偕	gaai haai	xie
偖	ce	che
偗	saang	sheng
偘	hon	kan
偙	dai	di
做	zou	zuo
偛	zaap	cha
停	ting	ting
偝	bui	bei
偞	jip	xie
偟	wong	huang
偠	jiu	yao
偡	zaam	zhan
偢	cau ciu	chou qiao
偣	jim	an
偤	jau	you
健	gin	jian
偦	seoi	xu
偧	zaa	zha
偨	ci zi	ci
偩	fu	fu
偪	bik	bi
偫	zi ci	zhi
偬	zung	zong
偭	min	mian
偮	cap zap	ji
偯	ji	yi
偰	sit	xie
偱	seon	xun
偲	si caai soi	cai si
偳	dyun zeoi	duan
側	zak	ce ze zhai
偵	zing	zhen
偶	ngau au	ou
偷	tau	tou
偸	tau	tou
偹	bei	bei
偺	zaa	zan za
偻	leoi lau	lu lou
偼	zit	jie
偽	ngai ai	wei
偾	fan	fen
偿	soeng	chang
傀	faai gwai	kui gui
傁	sau	sou
傂	ci zi	zhi si ti
傃	sou	su
傄	gwaat	xia
傅	fu	fu
傆	jyun	yuan
傇	jung	rong
傈	leot	li
傉	nuk luk	nu
傊	wan	yun
傋	gong gau	gou jiang
傌	maa	ma
傍	bong pong	bang
傎	din	dian
傏	tong	tang
傐	hou	hao
傑	git	jie
傒	hai	xi
傓	sin	shan
傔	him	qian jian
傕	gok	que jue
傖	cong caang cam	cang chen
傗	cuk	chu
傘	saan	san
備	bei	bei
傚	haau	xiao
傛	jung	rong
傜	jiu	yao
傝	taam taap daap	ta tan
傞	co so	suo
傟	ong ngong	yang
傠	fat	fa
傡	bing	bing
傢	gaa	jia
傣	daai taai	dai
傤	zoi	zai
傥	tong	tang
傦	gwat	gu
傧	ban	bin
储	cyu cou	chu
傩	no lo	nuo
傪	caam	can
傫	leoi	lei
催	ceoi	cui
傭	jung cung	yong
傮	zou cou	zao cao
傯	zung	zong
傰	pang bang	peng
傱	sung	song
傲	ngou ou	ao
傳	cyun zyun	chuan zhuan
傴	jyu	yu
債	zaai	zhai
傶	cik cau	qi cou
傷	soeng	shang
傸	cong	chuang
傹	goeng	jing
傺	cai	chi
傻	so	sha
傼	hon	han
傽	zoeng	zhang
傾	king	qing
傿	jin	yan
僀	dai	di
僁	sit sat seot	xie
僂	leoi lau	lu lou
僃	bei	bei
僄	piu	piao biao
僅	gan	jin
僆	lin leng	lian
僇	luk	lu
僈	maan	man
僉	cim	qian
僊	sin	xian
僋	taam	tan
僌	jing	ying
働	dung	dong
僎	zaan zeon zyun	zhuan
像	zoeng	xiang
僐	sin	shan
僑	kiu	qiao
僒	kwan	jiong
僓	teoi	tui
僔	zyun	zun
僕	buk	pu
僖	hei	xi
僗	lou	lao
僘	cong	chang
僙	gwong gong	guang
僚	liu lou	liao
僛	hei	qi
僜	cing	deng
僝	saan zaan caan	chan zhan zhuan
僞	ngai ai	wei
僟	gei	ji
僠	faan bo	bo
僡	wai	hui
僢	cyun	chuan
僣	tit zim	tie jian
僤	daan	dan
僥	hiu giu jiu	jiao yao
僦	zau	jiu
僧	zang sang	seng
僨	fan	fen
僩	haan	xian
僪	gwat kyut jyut	yu ju
僫	ok ngok	e wu
僬	ziu	jiao
僭	cim zim	jian
僮	tung zong	tong zhuang
僯	leon	lin
僰	baak bok bat	bo
僱	gu gwu	gu
僲	sin	xian
僳	suk	su
僴	haan	xian
僵	goeng	jiang
僶	man	min
僷	jip	ye
僸	gam	jin
價	gaa	jia jie
僺	ciu	qiao
僻	pik bui	pi
僼	fung	feng
僽	zau	zhou
僾	oi ngoi	ai
僿	si sai	sai
儀	ji	yi
儁	zeon	jun
儂	nung laang lung	nong
儃	sin taan zin	chan tan shan
億	jik	yi
儅	dong	dang
儆	ging geng	jing
儇	hyun	xuan
儈	kui kwui	kuai
儉	gim	jian
儊	co	chu
儋	daam	dan
儌	hiu giu	jiao
儍	so	sha
儎	zoi	zai
儏	caan	can
儐	ban	bin
儑	ngaam aam	an
儒	jyu	ru
儓	toi	tai
儔	cau	chou
儕	caai cai	chai
儖	laam	lan
儗	ji	ni yi ai
儘	zeon	jin
儙	hin	qian
儚	mung	meng
儛	mou	wu
儜	ning nang ling	ning
儝	king	qiong
儞	nei lei	ni
償	soeng	chang
儠	lip	lie
儡	leoi	lei
儢	leoi	lu
儣	kwong kong	kuang
儤	bou	bao
儥	juk dik duk	yu
儦	biu	biao
儧	zaan	zan
儨	zat	zhi
儩	ci si	si
優	jau jaau	you
儫	hou	hao
儬	cing	qing
儭	can	chen
儮	lik	li
儯	tang	teng
儰	wai	wei
儱	lung	long
儲	cyu cou	chu
儳	caam zaam	chan
儴	joeng soeng	rang xiang
儵	suk	shu
儶	wai	hui xie
儷	lai	li
儸	lo	luo
儹	zaan zyun	zan
儺	no lo	nuo
儻	tong	tang
儼	jim	yan
儽	leoi	lei
儾	nong long	nang
儿	jan ji ngai	er
兀	ngat	wu
允	wan jyun	yun
兂	zaam	zan
元	jyun	yuan
兄	hing fong	xiong
充	cung	chong
兆	siu	zhao
兇	hung	xiong
先	sin	xian
光	gwong gong	guang
兊	deoi	dui rui yue
克	hak haak	ke
兌	deoi jeoi	dui rui yue
免	min man	mian
兎	tou	tu
兏	coeng	chang zhang
児	ji	er
兑	deoi jeoi	dui rui yue
兒	ji ngai ai	er
兓	zam	qin
兔	tou	tu
兕	zi ci	si
兖	jin	yan
兗	jin	yan
兘	ci	shi
党	dong tong	dang
兜	dau dou doe	dou
兟	san	shen
兠	dau	dou
兢	ging	jing
兤	fong	huang
入	jap	ru
兦	mong mou	wang
內	noi naap si	nei
全	cyun	quan
兩	loeng	liang
兪	jyu syu	yu shu
八	baat	ba
公	gung	gong
六	luk liu	liu lu
兮	hai	xi
兯	zit	han
兰	laan	lan
共	gung	gong
兲	tin	tian
关	gwaan	guan
兴	hing jan	xing
兵	bing	bing
其	kei gei	qi ji
具	geoi	ju
典	din	dian
兹	zi ci	zi ci
兺	fan	
养	joeng	yang
兼	gim	jian
兽	sau	shou
兾	kei	ji
兿	ngai ai	yi
冀	kei gei	ji
冁	cin zin	chan
冂	gwing tong	jiong
冃	mou	mao
冄	jim	ran
内	noi laap loi	nei na
円	jyun jen	yuan
冇	mou mo	mao
冈	gong	gang
冉	jim	ran
冊	caak	ce
冋	gwing	jiong
册	caak	ce
再	zoi	zai
冎	gwaa	gua
冏	gwing	jiong
冐	mou mak	mao
冑	zau	zhou
冒	mou mak	mao mo
冓	kau gau	gou
冔	heoi	xu
冕	min	mian
冖	mik	mi
冗	jung	rong
冘	jam jau	you yin
写	se	xie
冚	kam ham	kan
军	gwan	jun
农	nung lung	nong
冝	ji	yi
冞	mei	mi
冟	sik	shi
冠	gun gwun	guan
冡	mung	meng
冢	cung	zhong
冣	zeoi	zui
冤	jyun	yuan
冥	ming	ming
冦	kau	kou
冧	lam nam	lin
冨	fu	fu
冩	se	xie
冪	mik	mi
冫	bing	bing
冬	dung tung	dong
冭	taai	tai
冮	gong	gang
冯	fung pang	feng ping
冰	bing jing king	bing
冱	wu	hu
冲	cung	chong
决	kyut hyut	jue
冴	wu	ya
况	fong	kuang
冶	je	ye
冷	laang lang	leng
冸	pun	pan
冹	fat	fa
冺	man	min
冻	dung	dong
冼	sin	xian
冽	lit	lie
冾	hap haap	qia
冿	zin	jian
净	zing zeng	jing cheng
凁	sau	sou
凂	mui	mei
凃	tou	tu
凄	cai	qi
凅	gu gwu	gu
准	zeon zyut	zhun
凇	sung	song
凈	zing zeng	jing cheng
凉	loeng	liang
凊	zing cing	qing
凋	diu	diao
凌	ling	ling
凍	dung	dong
凎	gam	gan
减	gaam	jian
凐	jan	yin
凑	cau	cou
凒	ngoi oi	ai
凓	leot	li
凔	cong	cang
凕	ming	ming
凖	zeon	zhun
凗	ceoi	cui
凘	si	si
凙	dok	duo
凚	gam	jin
凛	lam	lin
凜	lam	lin
凝	jing king	ning
凞	hei	xi
凟	duk	du
几	gei	ji
凡	faan	fan
凢	faan	fan
凣	faan	fan
凤	fung	feng
凥	geoi	ju
処	cyu syu	chu
凧	kei	zheng
凨	fung	feng
凩	do	mu
凪	jau	zhi
凫	fu	fu
凬	fung	feng
凭	pang bang peng	ping
凮	fung	feng
凯	hoi ngoi oi	kai
凰	wong	huang
凱	hoi ngoi oi	kai
凲	gaam	gan
凳	dang dam	deng
凴	pang bang	ping
凵	ham jyu tam	kan qian
凶	hung	xiong
凷	faai	kuai
凸	dat gu	tu
凹	nap lap waa	ao wa
出	ceot cet cyut	chu
击	gik	ji
凼	tam	dang
函	haam	han
凾	haam	han
凿	zok	zao
刀	dou	dao
刁	diu	diao
刂	dou	dao
刃	jan	ren
刄	jan	ren
刅	cong	chuang
分	fan	fen
切	cit cai	qie
刈	ngaai got aai	yi
刉	gei	ji
刊	hon	kan
刋	hon cin	qian
刌	cyun	cun
刍	co	chu
刎	man	wen
刏	gei	ji
刐	daan	dan
刑	jing	xing
划	waa waak faa	hua
刓	jyun	wan
刔	kyut	jue
刕	lei	li
刖	jyut	yue
列	lit laat	lie
刘	lau	liu
则	zak zik	ze
刚	gong	gang
创	cong	chuang
刜	fat	fu
初	co	chu
刞	ceoi	qu
刟	diu	diao
删	saan	shan
刡	man	min
刢	ling	ling
刣	zung	zhong
判	pun	pan
別	bit	bie
刦	gip	jie
刧	gip	jie
刨	paau	pao bao
利	lei lai	li
刪	saan	shan
别	bit	bie
刬	caan	chan
刭	ging	jing
刮	gwaat	gua
刯	gang	geng
到	dou	dao
刱	cong	chuang
刲	gwai kwai	kui
刳	fu	ku
刴	doek do	duo
刵	ji	er
制	zai	zhi
刷	caat saat	shua
券	hyun gyun	quan xuan
刹	saat caat saa	cha sha
刺	ci cek cik	ci
刻	hak haak	ke
刼	gip	jie
刽	kui kwui	gui
刾	ci cik	ci
刿	gwai	gui
剀	hoi goi	kai
剁	doek do	duo
剂	zai	ji
剃	tai	ti
剄	ging	jing
剅	lau	lou
剆	lo	luo
則	zak zik	ze
剈	jyun	yuan
剉	co	cuo
削	soek ciu	xiao xue
剋	hak haak	kei ke
剌	laat laa laai	la
前	cin	qian
剎	saat caat saa	cha sha
剏	cong	chuang
剐	gwaa waa	gua
剑	gim	jian
剒	cok co	cuo
剓	lei	li
剔	tik tai	ti
剕	fei fai	fei
剖	fau pau	pou
剗	caan	chan
剘	kei	qi
剙	cong	chuang
剚	zi	zi
剛	gong	gang
剜	wun	wan
剝	mok bok pok	bao bo
剞	gei	ji
剟	zyut	duo
剠	king loek	qing
剡	jim sim	yan shan
剢	duk doek	du zhuo
剣	gim	jian
剤	zai	ji
剥	mok pok bok	bao bo
剦	jim	yan
剧	kek	ju
剨	waak	huo
剩	sing zing	sheng
剪	zin	jian
剫	dok	duo
剬	zai tyun	duan zhi
剭	uk nguk	wu
剮	gwaa waa	gua
副	fu pik	fu
剰	sing	sheng
剱	gim	jian
割	got	ge
剳	zaat zaap	da zha
剴	hoi goi	kai
創	cong	chuang
剶	cyun	chuan
剷	caan	chan
剸	tyun zyun	tuan zhuan
剹	luk	lu jiu
剺	lei lai	li
剻	pang fau	peng
剼	saam	shan
剽	piu	piao
剾	kau	kou
剿	ziu caau	jiao chao
劀	gwaat	gua
劁	ciu	qiao
劂	kyut gyut	jue
劃	waak	hua
劄	zaat zaap	zha
劅	zoek	zhuo
劆	lim	lian
劇	kek	ju
劈	pek pik	pi
劉	lau	liu
劊	kui kwui	gui
劋	ziu caau	jiao chao
劌	gwai	gui
劍	gim	jian
劎	gim	jian
劏	tong	tang
劐	fok hap wok	huo
劑	zai	ji
劒	gim	jian
劓	ji	yi
劔	gim	jian
劕	zat	zhi
劖	caam	chan
劗	zin zyun	zuan
劘	mo mai	mo
劙	lai lei	li
劚	zuk	zhu
力	lik	li
劜	aat ngaat	ya
劝	hyun	quan
办	baan	ban
功	gung	gong
加	gaa	jia
务	mou	wu
劢	maai	mai
劣	lyut	lie
劤	ging	jin jing
劥	haang	keng
劦	hip	xie lie
劧	zi	zhi
动	dung	dong
助	zo	zhu chu
努	nou lou	nu
劫	gip	jie
劬	keoi	qu
劭	siu	shao
劮	jat	yi
劯	zyu	zhu
劰	mok	miao
励	lai	li
劲	ging	jin jing
劳	lou	lao
労	lou	lao
劵	hyun gyun	juan
劶	hau	kou
劷	lik	yang
劸	aai ngaai	wa
効	haau	xiao
劺	mau	mou
劻	hong	kuang
劼	kit	jie
劽	lit	lie
劾	hat	he
势	sai	shi
勀	hak	ke
勁	ging	jin jing
勂	hou	gao
勃	but	bo bei
勄	man	min
勅	cik	chi
勆	long	lang
勇	jung	yong
勈	jung	yong
勉	min	mian
勊	hak	ke
勋	fan	xun
勌	gyun	juan
勍	king	qing
勎	luk	lu
勏	bau	bu
勐	maang	meng
勑	loi cik	chi
勒	lak laak	le lei
勓	hat faai	kai
勔	min	mian
動	dung	dong
勖	juk	xu
勗	juk	xu
勘	ham	kan
務	mou	wu
勚	ji jai	yi
勛	fan	xun
勜	jung	weng yang
勝	sing	sheng
勞	lou	lao
募	mou	mu
勠	luk	lu
勡	piu	piao
勢	sai	shi
勣	zik	ji
勤	kan	qin
勥	koeng goeng	jiang
勦	ziu caau	jiao chao
勧	hyun	quan
勨	zoeng	xiang
勩	ji jai	yi
勪	kiu	qiao
勫	faan	fan
勬	gyun	juan
勭	tung	tong dong
勮	geoi	ju
勯	daan	dan
勰	hip	xie
勱	maai	mai
勲	fan	xun
勳	fan	xun
勴	leoi	lu
勵	lai	li
勶	cit	che
勷	joeng soeng	rang xiang
勸	hyun	quan
勹	baau	bao
勺	zoek soek coek	shao
勻	wan	yun
勼	gau kau	jiu
勽	bou	bao
勾	ngau gau au	gou
勿	mat	wu
匀	wan	yun
匁	jan	
匂	hung	xiong
匃	koi	gai
匄	koi gaat got	gai
包	baau bau	bao
匆	cung	cong
匇	cung	yi
匈	hung	xiong
匉	ping paang	peng
匊	guk	ju
匋	tou	tao yao
匌	gap hap	ge
匍	pou	pu
匎	ap am ngap	e
匏	paau	pao
匐	fuk baak buk	fu
匑	gung	gong
匒	daap	da
匓	gau	jiu
匔	kung	gong
匕	bei	bi
化	faa	hua
北	bak bui bei	bei
匘	nou lou	nao
匙	si ci	chi shi
匚	fong fo	fang
匛	gau	jiu
匜	ji	yi
匝	zaap	za
匞	zoeng	jiang
匟	kong	kang
匠	zoeng	jiang
匡	hong	kuang
匢	fat	hu
匣	haap hap gaap	xia
匤	kuk	qu
匥	faan	fan
匦	gwai	gui
匧	haap	qie
匨	zong	zang cang
匩	hong	kuang
匪	fei	fei
匫	fat	hu
匬	jyu	yu
匭	gwai	gui
匮	gwai	kui gui
匯	wui	hui
匰	dan daan	dan
匱	gwai	kui gui
匲	lim	lian
匳	lim	lian
匴	syun	suan
匵	duk	du
匶	gau	jiu
匷	goek keoi	jue
匸	hai	xi
匹	pat	pi
区	keoi au ngau	qu ou
医	ai ji ngai	yi
匼	hap am o	ke qia
匽	jin	yan
匾	bin	bian
匿	nik lik tik	ni
區	keoi au ngau	qu ou
十	sap	shi
卂	seon	xun
千	cin	qian
卄	jaa je	nian
卅	saa	sa
卆	zeot	zu
升	sing	sheng
午	ng m	wu
卉	wai	hui
半	bun	ban
卋	sai	shi
卌	se	xi
卍	maan	wan
华	waa faa	hua
协	hip	xie
卐	maan	wan
卑	bei	bei
卒	zeot cyut ceoi	zu cu
卓	coek cok zoek	zhuo
協	hip	xie
单	daan sim sin	dan shan chan
卖	maai juk	mai
南	naam naa laam	nan na
単	daan	dan
卙	zap	ji
博	bok	bo
卛	seot	shuai lu
卜	buk baak bok	bu bo pu
卝	gwaan kwong kong	kuang guan
卞	bin	bian
卟	buk gei	bu
占	zim zem cim	zhan
卡	kaa kaat zaap	ka qia
卢	lou leoi	lu
卣	jau	you
卤	lou	lu
卥	sai	xi
卦	gwaa	gua
卧	ngo o	wo
卨	sit	xie
卩	zit	jie
卪	zit	jie
卫	wai	wei
卬	ngong joeng ong	ang yang
卭	kung	qiong
卮	zi	zhi
卯	maau mau	mao
印	jan ngan an	yin
危	ngai ai	wei
卲	siu	shao
即	zik ze zek	ji
却	koek	que
卵	leon lo	luan
卶	ci	chi
卷	gyun kyun	juan
卸	se	xie
卹	seot	xu
卺	gan	jin
卻	koek	que
卼	ngat at	wu
卽	zik	ji
卾	ngok ok	e
卿	hing	qing
厀	sat	xi
厁	ce	san
厂	hon am cong	chang an han
厃	ngai ai	wei yan
厄	ak aak ngaak	e
厅	teng ting	ting
历	lik	li
厇	zaak	zhe zhai
厈	hon ngon	han an
厉	lai laai lei	li
厊	ngaa aa	ya
压	aat ngaat	ya
厌	jim aat ngaat	yan
厍	se	she
厎	zi dai	di
厏	zaa	zha zhai
厐	pong	pang
厑	ngaai aai	ya
厒	hip	qie
厓	ngaai aai	ya
厔	zat	zhi shi
厕	ci cak zak	ce
厖	pong mong	mang
厗	tai	ti
厘	lei lai hei	li
厙	se	she
厚	hau	hou
厛	teng	ting
厜	seoi	zui
厝	cou	cuo
厞	fei	fei
原	jyun	yuan
厠	ci cak	ce
厡	jyun	yuan
厢	soeng	xiang
厣	jim	yan
厤	lik	li
厥	kyut	jue
厦	haa	sha xia
厧	din	dian
厨	cyu ceoi	chu
厩	gau	jiu
厪	kan gan	jin
厫	ngou ou	ao
厬	gwai	gui
厭	jim aat ngaat	yan
厮	si	si
厯	lik	li
厰	cong	chang
厱	laam cim	lan qian
厲	lai laai lei	li
厳	jim	yan
厴	jim	yan
厵	jyun	yuan
厶	si mau	si mou
厷	gwang	gong hong
厸	leon	lin miao
厹	kau jau gau	qiu rou
厺	heoi	qu
去	heoi	qu
厼	ji	
厽	leoi	lei
厾	duk	du
县	jyun	xian xuan
叀	zyun	zhuan
叁	saam caam	san
参	caam cam saam	can shen cen
參	caam sam cam	can shen cen
叄	caam saam	can shen cen
叅	caam	can shen cen
叆	oi ngoi	ai yi
叇	doi	dai
又	jau	you
叉	caa	cha
及	kap gap	ji
友	jau	you
双	soeng sung	shuang
反	faan	fan
収	sau	shou
叏	gwaai	guai
叐	bat	ba
发	faat but fat	fa
叒	joek	ruo
叓	si	li
叔	suk	shu
叕	zyut	zhuo yi li
取	ceoi cou	qu
受	sau	shou
变	bin	bian
叙	zeoi	xu
叚	gaa	jia xia
叛	bun	pan
叜	sau	sou
叝	gap	ji
叞	wai	wei yu
叟	sau	sou
叠	dip daap dep	die
叡	jeoi haai	rui
叢	cung	cong
口	hau	kou
古	gu gwu	gu
句	geoi ngau gau	ju gou
另	ling	ling
叧	waa	gua
叨	tou dou	dao tao
叩	kau	kou
只	zi zek kei	zhi
叫	giu kiu	jiao
召	ziu siu	zhao shao
叭	baa paa	ba
叮	ding deng	ding
可	ho hak ko	ke
台	toi ji	tai
叱	cik	chi
史	si	shi
右	jau	you
叴	kau	qiu
叵	po bo	po
叶	jip hip sip	ye xie
号	hou	hao
司	si	si
叹	taan	tan
叺	cek	chi
叻	lek lik lak	le
叼	diu	diao
叽	gei gi	ji
叾	duk	
叿	hung	hong
吀	mei	mie
吁	heoi jyu joek	xu yu
吂	mong	mang
吃	hek gat hat	chi
各	gok	ge
吅	hyun	xuan song
吆	jiu	yao
吇	zi	zi
合	hap ho gap	he ge
吉	gat git	ji
吊	diu tiu dik	diao
吋	cyun	cun dou
同	tung dung	tong
名	meng ming	ming
后	hau	hou
吏	lei	li
吐	tou dat	tu
向	hoeng	xiang
吒	zaa caak	zha
吓	haa haak	xia he
吔	jaa jaak je	ye
吕	leoi	lu
吖	aa a ngaa	a ya
吗	maa ma	ma
吘	ngau au	ou
吙	hoe fo	huo
吚	ji	yi
君	gwan	jun
吜	cau	chou
吝	leon	lin
吞	tan	tun
吟	jam ngam am	yin
吠	fai	fei
吡	pei bei	bi pi
吢	cam	qin
吣	cam	qin
吤	gaai go haai	jie ge
吥	bat	bu
否	fau pei	fou pi
吧	baa	ba
吨	deon	dun
吩	fan	fen
吪	ngo faa o	e hua
含	ham	han
听	ting jan teng	ting
吭	hong hang	keng hang
吮	syun cyun seon	shun
启	kai	qi
吰	wang	hong
吱	zi gei	zhi zi
吲	jan	yin shen
吳	ng m	wu
吴	ng m	wu
吵	caau	chao
吶	naap nat neot	na ne
吷	hyut kyut	xue chuo jue
吸	kap	xi
吹	ceoi	chui
吺	dau	dou ru
吻	man	wen
吼	haau hau	hou
吽	ngau hau hung	hong hou ou
吾	ng jyu ngaa	wu yu
吿	gou guk	gao
呀	aa haa ngaa	ya
呁	gwan gan	jun
呂	leoi	lu
呃	ak ngaak aak	e
呄	gak	ge
呅	mui man	wen
呆	ngoi daai oi	dai
呇	kai hei man	men qi
呈	cing	cheng
呉	ng m	wu
告	gou guk	gao
呋	fu	fu
呌	giu	jiao
呍	ngau au wan	hong
呎	cek	chi
呏	sing	sheng
呐	naap naa ne	na
呑	tan	tun tian
呒	fu mou m	fu m
呓	ngai ai	yi
呔	taai toi	dai tai
呕	au ngau heoi	ou
呖	lik	li
呗	baai be bui	bai bei
员	jyun wan	yuan yun
呙	waa go gwo	guo
呚	mui	hua qi
呛	coeng	qiang
呜	wu	wu
呝	ak aak ngaak	e
呞	si ci	shi
呟	gyun	juan
呠	pan but	pen
呡	man	wen min
呢	ne nei ni	ne ni
呣	m	m mou
呤	ling	ling
呥	jim jam	ran
呦	jau jaau	you
呧	dai	di
周	zau	zhou
呩	si	shi
呪	zau	zhou
呫	tip cip zim	tie che
呬	hei	xi
呭	jai	yi
呮	kei	qi zhi
呯	ping baang	ping
呰	zi	zi ci
呱	gwaa gu waa	gua gu
呲	zi ci	ci zi
味	mei	wei
呴	heoi hau jyu	hou xu gou
呵	ho o aa	he a
呶	naau nou laau	nao
呷	haap gaat	xia ga
呸	pei	pei
呹	jat cik	yi
呺	hiu hou	hao xiao
呻	san	shen
呼	fu	hu
命	meng ming	ming
呾	daat taan	da dan
呿	keoi heoi	qu
咀	zeoi zo	zui ju
咁	gam	xian gan
咂	zaap	za
咃	to	tuo
咄	zyut deot dyut	duo
咅	tau	pou
咆	paau	pao
咇	bit bi bat	bi
咈	fat	fu
咉	joeng	yang
咊	wo wu go	he
咋	zaa zaak	za ze zha
和	wo wu gwo	he huo hu
咍	hoi haai	hai
咎	gau gou	jiu
咏	wing	yong
咐	fu	fu
咑	daa daak	da
咒	zau	zhou
咓	aa ngaa	wa
咔	kaa	ka
咕	gu gwu ku	gu
咖	gaa kaa	ka ga
咗	zo	zuo
咘	bou	bu
咙	lung	long
咚	dung	dong
咛	ning ling	ning
咜	taa	tuo
咝	si	si
咞	jin	xian
咟	waak	huo
咠	cap	qi
咡	ji	er
咢	ngok ok	e
咣	gwong gong	guang
咤	zaa caak caa	zha
咥	hei dit	xi die
咦	ji hi	yi
咧	le lit	lie
咨	zi	zi
咩	me	mie
咪	mai mei mi	mi
咫	zi	zhi
咬	ngaau aau gaau	yao
咭	kaat gat hat	ji xi qia
咮	zau	zhou
咯	gok kat lo	ge luo ka
咰	seot seon	shu xun
咱	zaa	zan za
咲	siu	xiao
咳	kat haai hei	hai ke
咴	fui	hui
咵	kwaa	kua
咶	waat saai	huai shi
咷	tou	tao
咸	haam ham	xian
咹	hon on	e an
咺	hyun	xuan
咻	jau heoi hiu	xiu
咼	waa gwo kwaa	wai he wo
咽	jin jit	yan ye
咾	lou	lao
咿	ji	yi
哀	oi ngoi	ai
品	ban	pin
哂	can saai	shen
哃	tung	tong
哄	hung hong	hong
哅	hung	xiong
哆	do ce ci	duo
哇	waa	wa
哈	haa kaa haai	ha
哉	zoi	zai
哊	juk	you
哋	dei di	di die
哌	paai	pai
响	hoeng	xiang
哎	aai ai ngaai	ai
哏	han gan gang	gen hen
哐	hong	kuang
哑	aa ngaa ak	ya
哒	daat	da
哓	hiu	xiao
哔	bat bi bit	bi
哕	jyut wai	yue hui
哖	nin lin	nian
哗	waa faa jip	hua
哘	hang	xing
哙	faai	kuai
哚	doe do	duo
哛	fan	
哜	zai	ji jie zhai
哝	nung lung	nong
哞	mau	mou
哟	jo	yo
哠	hou	hao
員	jyun wan	yuan yun
哢	lung	long
哣	dau	pou
哤	mong	mang
哥	go	ge
哦	o ngo	o e
哧	ci cik	chi
哨	saau	shao
哩	li le lei	li
哪	naa no laa	na nai ne
哫	zuk	zu
哬	ho hoe	he
哭	huk	ku
哮	haau	xiao
哯	jin	xian
哰	lou	lao
哱	but po	bo po ba
哲	zit	zhe
哳	zaat	zha
哴	loeng long	liang lang
哵	baat	ba
哶	me	mie
哷	lyut	lie lu
哸	ceoi seoi	sui
哹	fau	fu
哺	bou	bu
哻	hon	han
哼	hang hng	heng hng
哽	gang ang ngang	geng
哾	syut	chuo yue
哿	go ho	ge jia
唀	jau	you
唁	jin	yan
唂	guk	gu
唃	guk	gu
唄	baai baa be	bei bai
唅	ham ngam	han
唆	so	suo
唇	seon	chun
唈	jap	yi
唉	ai aai oi	ai
唊	gaap him	jia qian
唋	tou	tu
唌	jin	yan dan xian
唍	waan	wan
唎	li lei	li
唏	hei	xi
唐	tong	tang
唑	zo	zuo
唒	cau	qiu
唓	ce	che
唔	m ng	wu ng n
唕	zou	zao
唖	aa ngaa	ya
唗	dau	dou
唘	kai	qi
唙	dik	di
唚	cam	qin
唛	mak	mai
唜	mut	
唝	fung hung gung	gong hong
唞	tau	dou
唟	heoi	
唠	lou	lao
唡	loeng	liang
唢	so	suo
唣	zou	zao
唤	wun	huan
唥	laang lang	leng
唦	saa	sha
唧	zik zek zit	ji
唨	zo	zu
唩	wo	wo wei
唪	fung baang bung	feng
唫	jam gam am	yin jin
唬	fu haak haau	hu xia
唭	kei gei	qi
售	sau	shou
唯	wai	wei
唰	caat syut	shua
唱	coeng	chang
唲	ji aai waa	er wa
唳	leoi lai lit	li
唴	goeng	qiang
唵	am ngam aan	an
唶	ze zaak zik	jie
唷	jo	yo
唸	nim din lim	nian
唹	jyu	yu
唺	tin	tian
唻	loi	lai
唼	saap cip zaap	sha
唽	sik	xi
唾	to toe tou	tuo
唿	fat	hu
啀	ngaai aai	ai
啁	zau zaau	zhou zhao tiao
啂	nau lau	gou
啃	hang han kang	ken
啄	doek doeng zau	zhuo
啅	doek coek	zhuo zhao
商	soeng	shang
啇	dik	di
啈	hang hng	heng
啉	laam lam	lin lan
啊	aa o a	a
啋	coi	cai
啌	hong	qiang
啍	teon tan zeon	tun zhun xiang
啎	ng m	wu
問	man	wen
啐	ceoi seoi	cui qi
啑	saap dip zaap	die sha jie
啒	gwat fat	gu
啓	kai	qi
啔	kai	qi
啕	tou	tao
啖	daam	dan
啗	daam	dan
啘	waa	yue wa
啙	zi	zi ci
啚	pei tou	bi tu
啛	ceoi	cui
啜	zyut cyut ceoi	chuo chuai
啝	wo	he
啞	aa ak ngaa	ya e
啟	kai	qi
啠	zit	zhe
啡	fe fei pei	fei
啢	loeng	liang
啣	haam ham	xian
啤	be pe bi	pi
啥	saa	sha
啦	laa la naa	la
啧	zaak zik	ze
啨	jing	ying qing
啩	gwaa	gua
啪	paak paa baak	pa
啫	ze zek zoe	zhe shi
啬	sik	se
啭	zyun	zhuan
啮	ngit aat it	nie
啯	gwok gok	guo
啰	lo	luo
啱	ngaam aam am	yan
啲	di dit ti	di
啳	kyun	quan
啴	taan cin zin	tan chan tuo
啵	bo	bo
啶	ding	ding
啷	long	lang
啸	siu cik	xiao
啹	goe koe	ju
啺	tong	tang
啻	ci	chi
啼	tai	ti
啽	am ngaam ngam	an
啾	zau	jiu
啿	daam taam	dan
喀	kaak haak kaa	ka
喁	jung jyu	yong yu
喂	wai	wei
喃	naam laam	nan
善	sin	shan
喅	juk	yu
喆	zit	zhe
喇	laa laak laat	la
喈	gaai	jie
喉	hau	hou
喊	haam	han
喋	dip zaap	die zha
喌	zau zuk	zhou
喍	caai	chai
喎	wo kwaa waa	wai
喏	je no nok	nuo re
喐	juk	xu huo guo
喑	jam ngam am	yin
喒	zaa	zan
喓	jiu	yao
喔	ak o ok	wo o
喕	min	mian
喖	wu	hu
喗	wan	yun
喘	cyun	chuan
喙	fui zau	hui
喚	wun	huan
喛	wun	huan yuan xuan
喜	hei ci	xi
喝	hot jit	he ye
喞	zik zek zit	ji
喟	wai faai	kui
喠	zung	zhong chuang
喡	wai	wei
喢	saap sip	sha
喣	heoi jyu	xu
喤	wong waang	huang
喥	dok zaa	duo zha
喦	ngaam jip ngap	yan
喧	hyun	xuan
喨	loeng	liang
喩	jyu	yu
喪	song	sang
喫	hek hat jaak	chi
喬	kiu	qiao jiao
喭	jin ngon	yan
單	daan sim sin	dan shan chan
喯	pan	pen ben
喰	caan	can sun qi
喱	lei le li	li
喲	jo	yo
喳	zaa caa	zha cha
喴	wai wi	wei
喵	miu meu	miao
営	jing	ying
喷	pan fan	pen
喸	fu	
喹	fui kwai	kui
喺	hai hei	xi
喻	jyu	yu
喼	gip gep kep	jie
喽	lau lo	lou
喾	guk kuk	ku
喿	cou	zao qiao
嗀	fo hok	hu
嗁	tai	ti
嗂	jiu	yao
嗃	hok haau	he xiao hu
嗄	aa haa aai	a sha
嗅	cau hung	xiu
嗆	coeng	qiang
嗇	sik	se
嗈	jung	yong
嗉	sou seoi	su
嗊	fung gung hung	gong hong
嗋	hip	xie
嗌	aai jik ngaai	ai yi
嗍	sok	suo
嗎	maa ma	ma
嗏	caa	cha
嗐	haai hoi	hai
嗑	haap ngap gaap	ke
嗒	taap daap daat	da ta
嗓	song	sang
嗔	can zan tin	chen
嗕	juk	ru
嗖	sau	sou
嗗	waat gut gwat	wa gu
嗘	gai	ji
嗙	pong bang bon	pang beng
嗚	wu	wu
嗛	haam him hip	xian qian
嗜	si	shi
嗝	gaak oet	ge
嗞	zi	zi
嗟	ze	jie
嗠	lok	lao
嗡	jung	weng
嗢	wat	wa
嗣	zi	si
嗤	ci	chi
嗥	hou	hao
嗦	so sok	suo
嗨	hoi haai hei	hei hai
嗩	so	suo
嗪	ceon	qin
嗫	zip lip nip	nie
嗬	ho	he
嗭	zik	zi
嗮	saai	sai
嗯	ng m	ng
嗰	go	ge
嗱	naa laa	na
嗲	de	dia
嗳	oi ngoi aai	ai
嗴	goeng	qiang
嗵	tung	tong
嗶	bat bi bit	bi
嗷	ngou aau ngaau	ao
嗸	ngou ou	ao
嗹	lin	lian
嗺	ceoi	zui sui
嗻	ze	zhe zhu
嗼	mok mak	mo
嗽	sau sok	sou
嗾	sau zuk	sou
嗿	taam	tan
嘀	dik	di
嘁	ci cik	qi
嘂	giu	jiao
嘃	cung	chong
嘄	hiu giu tou	jiao dao
嘅	ge koi	kai ge
嘆	taan	tan
嘇	saam	shan can
嘈	cou	cao
嘉	gaa	jia
嘊	ngaai aai	ai
嘋	haau	xiao
嘌	piu	piao
嘍	lau lo	lou
嘎	gaa ga gat	ga
嘏	gu gaa gwu	gu jia
嘐	haau gaau	jiao xiao
嘑	fu laa	hu
嘒	wai	hui
嘓	gwok gok	guo
嘔	au heoi ngau	ou
嘕	hin	xian
嘖	zaak zik	ze
嘗	soeng	chang
嘘	heoi syu hoe	xu shi
嘙	po	po
嘚	dak daak	de dei
嘛	maa	ma
嘜	mak	ma
嘝	huk	hu
嘞	laa la laak	le lei
嘟	dou dyut dut	du
嘠	gaat gaa	ga
嘡	tong	tang
嘢	je e	ye
嘣	bang	beng
嘤	jing	ying
嘥	saai	sai
嘦	ziu	jiao
嘧	mat	mi
嘨	siu	xiao
嘩	waa faa jip	hua
嘪	maai	mai
嘫	jin	ran
嘬	caai ceoi zyut	zuo chuai
嘭	paang baang bam	peng
嘮	lou	lao
嘯	siu cik	xiao
嘰	gei gi	ji
嘱	zuk	zhu
嘲	zaau	chao zhao
嘳	wai kwaai	kui
嘴	zeoi	zui
嘵	hiu	xiao
嘶	si sai	si
嘷	hou	hao
嘸	mou fu m	fu m
嘹	liu	liao
嘺	kiu	qiao
嘻	hei hi	xi
嘼	cuk cau	chu xu shou
嘽	taan cin zin	tan chan
嘾	daam taam	dan tan
嘿	hei mak	hei mo
噀	seon	xun
噁	ok wu ngok	e
噂	zyun	zun
噃	bo	fan bo
噄	hek	chi
噅	fai	hui
噆	cam caam zam	zan
噇	cong zong	chuang
噈	zuk hap zaap	cu za he
噉	gam daam	dan
噊	jyut leot wat	jue
噋	teon	tun kuo
噌	zang caang cang	ceng cheng
噍	ziu zau zeu	jiao
噎	jit ik	ye
噏	ngap kap ap	xi
噐	hei	qi
噑	hou	hao
噒	leon	lian
噓	heoi hoe syu	xu shi
噔	dang	deng
噕	fai	hui
噖	jam	yin
噗	pok	pu
噘	kyut	jue
噙	kam	qin
噚	cam	xun
噛	ngit it	nie
噜	lou lu	lu
噝	si	si
噞	jim	yan
噟	jing	ying
噠	daat	da
噡	zim	zhan
噢	o jyu ou	o
噣	zau doek	zhou zhuo
噤	gam kam	jin
噥	nung lung	nong
噦	jyut wai	yue hui
噧	haai	xie
器	hei	qi
噩	ngok ok	e
噪	cou	zao
噫	ji aai	yi
噬	sai	shi
噭	giu kiu	jiao qiao chi
噮	jyun	yuan
噯	oi aai ngoi	ai
噰	jung	yong
噱	koek coek hoe	jue xue
噲	faai	kuai
噳	jyu	yu
噴	pan fan	pen fen
噵	dou	dao
噶	gaa got gaat	ga
噷	hm	xin hen
噸	deon	dun
噹	dong	dang
噺	san	xin
噻	sak	sai
噼	pik pet pek	pi
噽	pei	pi
噾	jam	yin
噿	zeoi	zui
嚀	ning ling	ning
嚁	dik	di
嚂	laam	lan
嚃	daap taap	ta
嚄	o ho waak	huo o
嚅	jyu	ru
嚆	hou haau	hao
嚇	haak haa	he xia
嚈	jip aat ngaat	yan
嚉	deoi	duo
嚊	be bei	xiu pi
嚋	cau	zhou chou
嚌	zai	ji jie zhai
嚍	zeon	jin
嚎	hou	hao
嚏	tai dai ci	ti
嚐	soeng	chang
嚑	fan	xun
嚒	mo	me
嚓	caat	cha ca
嚔	dai	ti
嚕	lou lu	lu
嚖	wai	hui
嚗	bok	bo pao bao
嚘	jau	you
嚙	ngit jit ngaat	nie
嚚	ngan an	yin
嚛	huk	hu
嚜	mak maa maak	me mei mo
嚝	gwang gwong	hong
嚞	zit	zhe
嚟	lai lei li	li
嚠	lau	liu
嚡	haai	xie hai
嚢	nong long	nang
嚣	hiu ngou	ao xiao
嚤	mo	mo
嚥	jin	yan
嚦	lik	li
嚧	lou	lu
嚨	lung	long
嚩	bok	po
嚪	daam	dan
嚫	can	chen
嚬	pan	pin
嚭	pei	pi
嚮	hoeng	xiang
嚯	ho	huo
嚰	jiu	me
嚱	hei he	xi
嚲	do	duo
嚳	guk kuk	ku
嚴	jim	yan
嚵	caam	chan
嚶	jing	ying
嚷	joeng	rang
嚸	dim	dian
嚹	laa la	la
嚺	daap	ta
嚻	hiu	xiao
嚼	zoek ziu	jiao jue
嚽	zyut	chuo
嚾	fun	huan
嚿	gau	huo
囀	zyun	zhuan
囁	zip jip nip	nie
囂	hiu ngou	xiao
囃	caap zaa	za ca
囄	lei	li
囅	cin zin	chan
囆	caai	chai
囇	lai	li
囈	ngai ai	yi
囉	lo	luo
囊	nong long	nang
囋	zaan zaat	za zan can
囌	sou	su
囍	hei	xi
囎	zang	zeng
囏	gaan	jian
囐	zaan	za nie yan
囑	zuk	zhu
囒	laan	lan
囓	ngit jit ngaat	nie
囔	nong long	nang
囕	hei	
囖	lo	luo
囗	wai gwok hau	wei guo
囘	wui	hui
囙	jan	yin
囚	cau	qiu
四	sei si	si
囜	nan lan	nin
囝	zai naam laam	jian nan
回	wui	hui
囟	seon	xin
因	jan	yin
囡	neoi naam leoi	nan
团	tyun	tuan
団	tyun	tuan
囤	tyun teon deon	tun dun
囥	kong	kang
囦	jyun	yuan
囧	gwing	jiong
囨	pin	pian
囩	wan	yun
囪	tung cung coeng	cong
囫	fat wat	hu
囬	wui	hui
园	jyun	yuan
囮	ngo jau o	e
囯	gwok gok	guo
困	kwan wan fan	kun
囱	tung coeng cung	cong
囲	tung	wei tong
図	tou	tu
围	wai waai	wei
囵	leon	lun
囶	gwok gok	guo
囷	kwan	qun
囸	jat	ri
囹	ling	ling
固	gu gwu	gu
囻	gwok gok	guo
囼	toi	tai
国	gwok gok kwok	guo
图	tou	tu
囿	jau jaau	you
圀	gwok gok	guo
圁	ngan an	yin
圂	wan waan	hun
圃	pou bou	pu
圄	jyu	yu
圅	haam	han
圆	jyun	yuan
圇	leon	lun
圈	hyun gyun	quan juan
圉	jyu	yu
圊	cing	qing
國	gwok gok kwok	guo
圌	cyun seoi	chui chuan
圍	wai waai	wei
圎	jyun	yuan
圏	hyun	quan juan
圐	ku kwu	ku
圑	pou	pu
園	jyun	yuan
圓	jyun	yuan
圔	aap jap ngaap	ya
圕	syu tou	tuan
圖	tou	tu
圗	tou	tu
團	tyun	tuan
圙	loek	lue
圚	kui wui kwui	hui
圛	jik	yi
圜	jyun waan won	huan yuan
圝	lyun	luan
圞	lyun	luan
土	tou	tu
圠	aat caak ngaat	ya
圡	tou	tu
圢	ting	ting
圣	sing fat gaai	sheng
圤	pok	pu
圥	luk	lu
圦	faai	kuai
圧	zong	ya
在	zoi	zai
圩	wai heoi jyu	xu wei
圪	ngat gat at	ge
圫	ou ngou	tuo
圬	wu	wu
圭	gwai	gui
圮	pei pe	pi
圯	ji	yi
地	dei deng di	di de
圱	cin	qian su
圲	cin	qian
圳	zan hyun	zhen
圴	zoek	zhuo
圵	joeng	dang
圶	haap	qia
圷	haa	xia
圸	saan	shan
圹	kwong kong	kuang
场	coeng	chang
圻	kei ngan an	qi yin
圼	nit lit	nie
圽	mut	mo
圾	saap kap ngap	ji
圿	git	jia
址	zi	zhi
坁	zi	zhi
坂	baan faan	ban
坃	hyun	xun
坄	jik	yi
坅	jam	qin
坆	mui	mei fen
均	gwan kwan wan	jun
坈	haang	rong keng
坉	tyun nang lang	tun dun
坊	fong	fang
坋	fan ban	fen ben
坌	ban	ben
坍	taan	tan
坎	ham kaan	kan
坏	pui waai	huai pei pi
坐	zo co	zuo
坑	haang	keng
坒	bei bai	bi
坓	zing	jing
坔	dei	di lan
坕	ging	jing
坖	gei	ji
块	faai	kuai
坘	ci	di
坙	ging	jing
坚	gin	jian
坛	taan taam	tan
坜	lek lik	li
坝	baa	ba
坞	wu ngou ou	wu
坟	fan	fen
坠	zeoi	zhui
坡	bo po	po
坢	bun pun	pan ban
坣	tong	tang
坤	kwan	kun
坥	ceoi	qu
坦	taan	tan
坧	zek	zhi
坨	to	tuo
坩	ham kim	gan
坪	ping	ping
坫	dim	dian
坬	gwaa	wa gua
坭	nai lai	ni
坮	toi	tai
坯	pui	pi
坰	gwing	jiong
坱	joeng	yang
坲	fat	fo
坳	aau ngaau	ao
坴	luk	lu
坵	jau	qiu
坶	muk	mu
坷	ho	ke
坸	gau	gou
坹	jyut	xue
坺	paat baat pet	fa
坻	ci dai zi	di chi
坼	caak	che
坽	ling	ling
坾	cyu	zhu
坿	fu	fu
垀	fu	hu
垁	zi	zhi
垂	seoi soe	chui
垃	laap laa laai	la
垄	lung	long
垅	lung	long
垆	lou	lu
垇	aau ngaau	ao
垈	doi	dai
垉	paau	pao
垊	man	min
型	jing	xing
垌	dung tung	dong tong
垍	gei	ji
垎	haak	he
垏	leot	lu
垐	ci	ci
垑	ci	chi
垒	leoi leot	lei
垓	goi	gai
垔	jan	yin
垕	hau	hou
垖	deoi	dui
垗	ziu siu	zhao
垘	baak fuk	fu
垙	gwong gong	guang
垚	jiu	yao
垛	do	duo
垜	do	duo
垝	gwai	gui
垞	caa	cha
垟	joeng	yang
垠	ngan an	yin
垡	fat	fa
垢	gau hau	gou
垣	wun	yuan
垤	dit	die
垥	hip	xie
垦	han	ken
垧	hoeng	shang
垨	sau	shou
垩	ok ngok	e
垪	bing	bing
垫	dim din zin	dian
垬	hung	hong
垭	aa ngaa	ya
垮	kwaa	kua
垯	daat	da
垰	lung	ka
垱	dong	dang
垲	hoi	kai
垳	hang	hang
垴	nou lou	nao
垵	am ngam	an
垶	sing	xing
垷	jin	xian
垸	jyun wun	yuan huan
垹	bong	bang
垺	pau fu pui	pou fu
垻	bui baa	ba
垼	jik	yi
垽	ngan an	yin
垾	hon	han
垿	zeoi	xu
埀	seoi	chui
埁	cam sam	cen
埂	gang	geng
埃	aai oi ngaai	ai
埄	bung pung	beng feng
埅	fong	di fang
埆	kok gok	que jue
埇	jung cung	yong
埈	seon	jun
埉	gaap	xia jia
埊	dei deng	di
埋	maai	mai man
埌	long	lang
埍	gyun	juan
城	sing seng	cheng
埏	jin saan sin	shan yan
埐	zam	qin jin
埑	zit	zhe
埒	lyut	lie
埓	lyut	lie
埔	bou pou	pu bu
埕	cing	cheng
埖	faa	hua
埗	bou fau bau	bu
埘	si zi	shi
埙	hyun fan	xun
埚	wo gwo	guo
埛	gwing	jiong
埜	je	ye
埝	nim lap nap	nian
埞	deng	di
域	wik	yu
埠	fau bou	bu
埡	aa ngaa	ya
埢	gyun	quan
埣	seoi seot	sui su
埤	pei bai bei	pi
埥	cing zang	qing zheng
埦	wun	wan
埧	geoi baa	ju
埨	leon	lun
埩	zang caang	zheng cheng
埪	hung	kong
埫	cung	tang
埬	dung	dong
埭	dai doi	dai
埮	taam daam	tan
埯	am ngam	an
埰	coi	cai
埱	cuk tau	chu tou
埲	bung bong pung	beng
埳	ham	kan xian
埴	zik	zhi
埵	do	duo
埶	ngai sai ai	yi shi
執	zap	zhi
埸	jik	yi
培	pui bau pau	pei
基	gei gi	ji
埻	zeon deoi	zhun
埼	kei	qi
埽	sou	sao
埾	zeoi	ju
埿	nai baan lai	ni
堀	fat gwat	ku
堁	fo	ke
堂	tong	tang
堃	kwan	kun
堄	ngai ai	ni
堅	gin	jian
堆	deoi zeoi	dui
堇	gan kan	jin qin
堈	gong	gang
堉	juk	yu
堊	ok ngok	e
堋	pang baang bang	peng beng
堌	gu gwu	gu
堍	tou	tu
堎	ling	leng
堏	fong	fang
堐	ngaai aai	ya
堑	cim	qian zan jian
堒	kwan	kun
堓	ngon on	an
堔	sam	shen
堕	do fai doe	duo hui
堖	nou lou	nao
堗	dat	tu
堘	sing	cheng
堙	jan	yin
堚	waan	huan
堛	pik pei	bi
堜	lin	lian
堝	wo gwo	guo
堞	dip	die
堟	zyun	zhuan
堠	hau	hou
堡	bou pou	bao bu pu
堢	bou	bao
堣	jyu	yu
堤	tai	di
堥	mou mau	mao mou wu
堦	gaai	jie
堧	jyun	ruan
堨	aat oi ngoi	ai e ye
堩	gang	geng
堪	ham	kan
堫	zung	zong
堬	jyu	yu
堭	wong	huang
堮	ngok ok	e
堯	jiu	yao
堰	jin	yan
報	bou	bao
堲	zik zat	ji
堳	mei	mei
場	coeng	chang
堵	dou ze	du
堶	to	tuo
堷	jam bau	yin
堸	fung	feng
堹	zung	zhong
堺	gaai	jie
堻	zeon	jin
堼	hang	heng
堽	gong	gang
堾	ceon cyun	chun
堿	gaan ham haam	jian
塀	ping	ping
塁	leoi	lei
塂	hong	jiang
塃	fong	huang
塄	ling	leng
塅	dyun	duan
塆	waan	wan
塇	syun	xuan
塈	hei gei kei	ji
塉	zik	ji
塊	faai	kuai
塋	jing	ying
塌	taap dap	ta
塍	sing	cheng
塎	jung	yong
塏	hoi	kai
塐	sou	su
塑	sou sok	su
塒	si zi	shi
塓	mik	mi
塔	taap	ta
塕	jung	weng
塖	sing	cheng
塗	tou caa to	tu
塘	tong	tang
塙	kok	que
塚	cung	zhong
塛	leot	li
塜	bung	peng
塝	bong	bang
塞	sak coi zat	sai se
塟	zong	zang
塠	deoi	dui
塡	tin	tian
塢	ou wu ngou	wu
塣	zing cing	zheng
塤	hyun fan	xun
塥	gaak	ge
塦	zan	zhen
塧	aai ngaai	ai
塨	gung	gong
塩	jim	yan
塪	ham	xian
填	tin zan	tian zhen
塬	jyun	yuan
塭	wan	wen
塮	ze	xie
塯	lau	liu
塰	hoi	hai
塱	long	lang
塲	coeng	chang
塳	bung pung	peng
塴	bang baang bing	beng
塵	can	chen
塶	luk	lu
塷	lou	lu
塸	au ngau	ou qiu
塹	cim	qian jian
塺	mui mo	mei
塻	mok	mo
塼	zyun	zhuan tuan
塽	song	shuang
塾	suk	shu
塿	lau	lou
墀	ci	chi
墁	maan	man
墂	biu	biao
境	ging	jing
墄	cak	qi
墅	seoi	shu
墆	dit dai zai	di zhi
墇	zoeng	zhang
墈	ham	kan
墉	jung	yong
墊	din zin dim	dian
墋	cam	chen
墌	zek	zhi zhuo
墍	hei gei kei	xi
墎	gwok gok	guo
墏	coeng	qiang
墐	gan	jin
墑	dik	di
墒	soeng	shang
墓	mou	mu
墔	ceoi	cui
墕	jin	yan
墖	taap	ta
増	zang	zeng
墘	kin	qian
墙	coeng	qiang
墚	loeng	liang
墛	wai	wei
墜	zeoi	zhui
墝	haau	qiao
增	zang cang	zeng
墟	heoi	xu
墠	sin	shan
墡	sin	shan
墢	baat	fa
墣	pok buk	pu
墤	faai	kuai tui
墥	dung teon	tuan dong
墦	faan	fan
墧	kok	qiao que
墨	mak maak	mo
墩	deon dan	dun
墪	deon dan	dun
墫	deon cyun zeon	zun dun
墬	dei deng	di
墭	sing	sheng
墮	do fai doe	duo hui
墯	do fai	duo
墰	taam	tan
墱	dang	deng
墲	mou	wu
墳	fan	fen
墴	wong	huang
墵	taam	tan
墶	daat	da
墷	jip	ye
墸	zyu	zhu
墹	gaan	jian
墺	ou ngou	ao
墻	coeng	qiang
墼	gik	ji
墽	hiu haau	qiao ao
墾	han	ken
墿	jik tou	yi tu
壀	pei	pi
壁	bik bek	bi
壂	din	dian
壃	goeng	jiang
壄	je	ye
壅	jung ung ngung	yong
壆	bok	xue bo jue
壇	taan	tan
壈	lam	lan
壉	geoi	ju
壊	waai	huai
壋	dong	dang
壌	joeng	rang
壍	cim	qian
壎	hyun fan	xun
壏	haam	lan xian
壐	saai	xi
壑	kok	he
壒	oi ngoi	ai
壓	aat ngaat	ya
壔	dou	dao
壕	hou	hao
壖	jyun	ruan
壗	zeon	jin
壘	leoi leot	lei
壙	kwong kong	kuang
壚	lou	lu
壛	jim jam sim	yan
壜	taam	tan
壝	wai	wei
壞	waai	huai
壟	lung	long
壠	lung	long
壡	jeoi	rui
壢	lek lik	li
壣	leon	lin
壤	joeng	rang
壥	cin	chan
壦	hyun	xun
壧	ngaam aam	yan
壨	leoi	lei
壩	baa	ba
壪	waan	wan
士	si	shi
壬	jam	ren
壭	si	san
壮	zong	zhuang
壯	zong	zhuang
声	sing seng sau	sheng
壱	jat	yi
売	maai	mai
壳	hok	ke qiao
壴	zyu	zhu
壵	zong	zhuang
壶	wu	hu
壷	wu	hu
壸	kwan	kun
壹	jat jik	yi
壺	wu	hu
壻	sai	xu
壼	kwan	kun
壽	sau	shou
壾	mong	mang
壿	cyun deon	cun
夀	sau	shou
夁	jat	yi
夂	zi zung	zhi zhong
夃	gu jing gwu	gu ying
处	cyu syu	chu
夅	gong	jiang xiang
夆	fung	pang feng
备	bei	bei
夈	zaai	zhai
変	bin	bian
夊	seoi	sui
夋	ceon	qun
夌	ling	ling
复	fuk fau	fu
夎	zo co zeoi	cuo
夏	haa gaa	xia
夐	hyun hing	xuan xiong
夑	sit	xie
夒	naau nou laau	nao
夓	haa	xia
夔	kwai	kui
夕	zik	xi
外	ngoi oi	wai
夗	jyun	wan yuan
夘	maau	mao wan
夙	suk	su
多	do doe	duo
夛	do	duo
夜	je	ye
夝	cing ceng	qing
夞	ngoi oi	
够	gau gaau	gou
夠	gau gaau	gou
夡	hei	qi
夢	mung	meng
夣	mung	meng
夤	jan	yin
夥	fo	huo
夦	cam	chen
大	daai taai	da dai
夨	zak	ce
天	tin	tian
太	taai	tai
夫	fu	fu
夬	gwaai kyut	guai
夭	jiu ou	yao
央	joeng jing jaang	yang
夯	kong haang ban	hang ben
夰	gou	gao
失	sat jat	shi
夲	tou	tao ben
夳	taai	tai
头	tau	tou
夵	jim	yan tao
夶	bei	bi
夷	ji	yi
夸	kwaa	kua
夹	gaap gip gaak	jia ga xia
夺	dyut	duo
夻	ng m	hua
夼	kwong kong	kuang
夽	wan	yun
夾	gaap gep gap	jia ga xia
夿	baa	ba
奀	ngan an	en
奁	lim	lian
奂	wun	huan
奃	dai	di ti
奄	jim am	yan
奅	paau	pao
奆	gyun	juan
奇	kei gei ke	qi ji
奈	noi loi	nai
奉	fung	feng
奊	kit hai kwai	xie
奋	fan	fen
奌	dim	dian
奍	hyun	quan juan
奎	fui kwai	kui
奏	zau cau	zou
奐	wun	huan
契	kai kit sit	qi qie xie
奒	hoi	kai
奓	zaa ce ci	zha
奔	ban	ben
奕	jik	yi
奖	zoeng	jiang
套	tou	tao
奘	zong	zang zhuang
奙	bun	ben
奚	hai	xi
奛	kong	huang
奜	fei	fei
奝	diu	diao
奞	seon	xun zhui
奟	bang	beng
奠	din	dian
奡	ngou ou	ao
奢	ce se	she
奣	wang	weng
奤	haa	ha po tai
奥	ou ngou juk	ao yu
奦	mou	wu
奧	ou juk ngou	ao yu
奨	zoeng	jiang
奩	lim	lian
奪	dyut	duo
奫	wan jyun	yun
奬	zoeng	jiang
奭	sik	shi
奮	fan	fen
奯	kut kwut	huo
奰	bei bai	bi
奱	lyun	luan
奲	do ce	duo che
女	neoi jyu leoi	nu ru
奴	nou lou	nu
奵	ding	ding tian
奶	naai laai	nai
奷	cin	qian
奸	gaan	jian
她	taa ji	ta jie
奺	gau	jiu
奻	nyun naan lyun	nuan
奼	caa zaa	cha
好	hou	hao
奾	sin	xian
奿	faan	fan
妀	gei	ji
妁	zoek	shuo
如	jyu	ru
妃	fei pui	fei pei
妄	mong	wang
妅	hung	hong
妆	zong	zhuang
妇	fu pou	fu
妈	maa	ma
妉	daam	dan
妊	jam	ren
妋	fu	fu you
妌	zing	jing
妍	jin	yan
妎	hoi gaai hai	hai jie
妏	man	wen
妐	zung	zhong
妑	paa	pa
妒	dou	du
妓	gei	ji
妔	haang	keng hang
妕	zung	zhong
妖	jiu	yao
妗	kam	jin
妘	wan	yun
妙	miu	miao
妚	fau	fou pei pi
妛	ci	chi
妜	jyut	yue jue
妝	zong	zhuang
妞	nau lau	niu
妟	aan ngaan	yan
妠	naap laap	na nan
妡	jan	xin
妢	fan	fen
妣	bei	bi
妤	jyu	yu
妥	to	tuo
妦	fung	feng
妧	wun jyun	wan yuan
妨	fong	fang
妩	mou	wu
妪	jyu	yu
妫	gwai	gui
妬	dou	du
妭	bat	ba
妮	nei lei	ni
妯	zuk cau suk	zhou
妰	zoek	zhuo
妱	ziu	zhao
妲	taan daat	da
妳	nei naai laai	nai ni
妴	jyun	yuan
妵	tau	tou
妶	jin jyun	xian xuan xu
妷	zat	zhi yi
妸	o ngo	e
妹	mui	mei
妺	mut	mo
妻	cai	qi
妼	bat	bi
妽	san	shen
妾	cip	qie
妿	aa ngaa	e
姀	wo	he
姁	heoi	xu
姂	fat	fa
姃	zing	zheng
姄	man	min
姅	bun pun	ban
姆	mou	mu
姇	fu fau	fu
姈	ling	ling
姉	zi ze	zi
姊	zi ze	zi
始	ci	shi
姌	jim	ran
姍	saan sin	shan
姎	ong joeng ngong	yang
姏	maan	man
姐	ze	jie
姑	gu gwu	gu
姒	ci	si
姓	sing seng	xing
委	wai	wei
姕	zi	zi
姖	geoi	ju
姗	saan sin	shan
姘	ping	pin
姙	jam	ren
姚	jiu	yao
姛	dung	dong
姜	goeng	jiang
姝	syu zyu	shu
姞	gat git	ji
姟	goi	gai
姠	hoeng	xiang
姡	waat kut wut	hua huo
姢	gyun	juan
姣	gaau haau	jiao xiao
姤	gau	gou du
姥	lou mou	lao mu
姦	gaan	jian
姧	gaan	jian
姨	ji	yi
姩	nin lin	nian
姪	zat	zhi
姫	can	zhen
姬	gei	ji
姭	him	xian
姮	hang	heng
姯	gwong gong	guang
姰	gwan	jun xun
姱	kwaa	kua hu
姲	aan ngaan	yan
姳	ming	ming
姴	lit	lie
姵	bui pui	pei
姶	ap hap jap	e ya
姷	jau	you
姸	jin	yan
姹	caa zaa	cha
姺	san sin	xian shen
姻	jan	yin
姼	ci si do	shi
姽	gwai ngai	gui
姾	cyun	quan
姿	zi	zi
娀	sung	song
威	wai	wei
娂	hung	hong
娃	waa	wa
娄	lau leoi	lou
娅	aa ngaa	ya
娆	jiu	rao
娇	giu	jiao
娈	lyun	luan
娉	ping	ping
娊	jin daam	xian
娋	saau	shao
娌	lei	li
娍	sing	cheng sheng
娎	hit	xie
娏	mong	mang
娐	fu	fu
娑	so	suo
娒	mou mui	wu mei mu
娓	mei	wei
娔	hak	ke
娕	cuk laai	chuo lai
娖	cok coek cuk	chuo
娗	ting tin	ting
娘	noeng loeng	niang
娙	jing	xing
娚	naam laam	nan
娛	jyu	yu
娜	naa no lo	na nuo
娝	pau	pou bi
娞	neoi seoi leoi	nei sui
娟	gyun	juan
娠	san zan	shen
娡	zi	zhi
娢	ham	han
娣	tai dai	di
娤	zong	zhuang
娥	ngo o	e
娦	pan	pin
娧	teoi	tui
娨	haan	man
娩	min faan maan	mian
娪	ng m	wu yu
娫	jin	yan
娬	mou	wu
娭	hei aai oi	xi ai
娮	jin	yan
娯	jyu	yu
娰	ci	si
娱	jyu	yu
娲	wo gwaa	wa
娳	lei	li
娴	haan	xian
娵	zyu zeoi	ju
娶	ceoi cou	qu
娷	zeoi seoi	zhui shui
娸	hei	qi
娹	jin	xian
娺	to	zhuo
娻	dung	dong
娼	coeng	chang
娽	luk	lu
娾	ngaai aai	ai e
娿	o ngo	e
婀	o ngo	e
婁	lau leoi	lou
婂	min	mian
婃	cung	cong
婄	pau	pou pei bu
婅	guk	ju
婆	po	po
婇	coi	cai
婈	ling	ling
婉	jyun wun	wan
婊	biu	biao
婋	haau	xiao
婌	suk	shu
婍	kei ji	qi
婎	fai	hui
婏	faan	fu fan
婐	o lo wo	wo
婑	wo	wo
婒	taam	tan
婓	fei	fei
婔	fei	fei
婕	zit zip	jie
婖	tim	tian
婗	ngai ai	ni
婘	kyun gyun	quan juan
婙	zing	jing
婚	fan	hun
婛	ging	jing
婜	haan gan	qian jin
婝	din	dian
婞	hang	xing
婟	wu	hu
婠	wun waat	wan wa
婡	loi	lai
婢	pei	bi
婣	jan	yin
婤	zau cau	zhou chou
婥	coek	chuo nao
婦	fu pou	fu
婧	zing	jing
婨	leon	lun
婩	ngon joek on	nue an
婪	laam	lan
婫	gwan	hun kun
婬	jam	yin
婭	aa ngaa	ya
婮	geoi	ju
婯	lai	li
婰	din	dian
婱	jin	xian
婲	waa	hua
婳	waak	hua
婴	jing	ying
婵	sim sin	chan
婶	sam	shen
婷	ting	ting
婸	dong	dang yang
婹	jiu	yao
婺	mou	wu
婻	naam nam laam	nan
婼	joek coek ji	ruo chuo
婽	gaa	jia
婾	tau jyu	tou yu
婿	sai	xu
媀	jyu	yu
媁	wai	wei
媂	dai	di ti
媃	jau	rou
媄	mei	mei
媅	daam	dan
媆	jyun	ruan nen
媇	can	qin
媈	fai	hui
媉	ak ngak	wo
媊	zin cin	qian
媋	ceon	chun
媌	maau	miao
媍	fu	fu
媎	ze	jie
媏	dyun	duan
媐	hei	yi pei
媑	zung	zhong
媒	mui	mei
媓	wong	huang
媔	min	mian
媕	am ngam	an
媖	jing	ying
媗	hyun	xuan
媘	gaai	jie
媙	wai	wei
媚	mei	mei
媛	wun jyun	yuan
媜	zing	zheng
媝	cau	qiu
媞	tai	ti shi
媟	sit	xie
媠	to do	duo tuo
媡	lin	lian
媢	mou	mao
媣	gam	ran
媤	si	si
媥	pin	pian
媦	wai	wei
媧	wo gwaa	wa
媨	cuk	cu
媩	wu	hu
媪	ou ngou	ao
媫	zit	jie
媬	bou	bao
媭	seoi jeoi	xu
媮	tau jyu	tou yu
媯	gwai	gui
媰	co	chu zou
媱	jiu	yao
媲	pei bei	pi
媳	sik	xi
媴	jyun	yuan
媵	jing jan	ying
媶	jung	rong
媷	juk	ru
媸	ci	chi
媹	lau	liu
媺	mei	mei
媻	pun	pan
媼	ou ngou	ao
媽	maa	ma
媾	gau kau	gou
媿	kwai gwai	kui
嫀	ceon san	qin shen
嫁	gaa	jia
嫂	sou	sao
嫃	zan	zhen
嫄	jyun	yuan
嫅	ze	jie suo
嫆	jung	rong
嫇	ming mang	ming
嫈	jing	ying
嫉	zat zaat	ji
嫊	sou	su
嫋	niu liu	niao
嫌	jim	xian
嫍	tou	tao
嫎	pong	pang
嫏	long	lang
嫐	nou nat lou	nao
嫑	biu	biao
嫒	oi ngoi	ai
嫓	pei	pi
嫔	pan ban	pin
嫕	ai ji ngai	yi
嫖	piu	piao
嫗	jyu	yu
嫘	leoi	lei
嫙	syun	xuan
嫚	maan	man
嫛	ji	yi
嫜	zoeng	zhang
嫝	hong	kang
嫞	sung cung jung	yong
嫟	nik lik	ni
嫠	lei	li
嫡	dik	di
嫢	kwai	gui
嫣	jin	yan
嫤	gan	jin
嫥	zyun	zhuan
嫦	soeng	chang
嫧	zaak	ze
嫨	hon naan	han nan
嫩	nyun lyun	nen
嫪	lou gaau	lao
嫫	mou	mo
嫬	ze	zhe
嫭	wu	hu
嫮	wu	hu
嫯	ngou ou	ao
嫰	nyun lyun	nen
嫱	coeng	qiang
嫲	maa	ma
嫳	pit	pie
嫴	gu gwu	gu
嫵	mou	wu
嫶	ciu ziu	qiao
嫷	to	tuo
嫸	zin	zhan
嫹	maau	miao
嫺	haan	xian
嫻	haan	xian
嫼	aat ngaat	mo
嫽	liu	liao
嫾	lin	lian
嫿	waak	hua
嬀	gwai	gui
嬁	dang	deng
嬂	zik	zhi
嬃	seoi jeoi	xu
嬄	jat	yi
嬅	waa	hua
嬆	jap	xi
嬇	wui faai kui	kui
嬈	jiu	rao
嬉	hei	xi
嬊	jin	yan
嬋	sim sin	chan
嬌	giu	jiao
嬍	mei	mei
嬎	faan	fan
嬏	faan	fan
嬐	cim	xian yan jin
嬑	ji	yi
嬒	wai	hui
嬓	giu	jiao
嬔	faan fu	fu
嬕	sik	shi
嬖	pei bai	bi
嬗	sin	shan
嬘	seoi	sui
嬙	coeng	qiang
嬚	lim	lian
嬛	waan hyun king	qiong huan xuan
嬜	jam	xin
嬝	niu liu	niao
嬞	dung	dong
嬟	ji	yi
嬠	caam cam	can
嬡	oi ngoi	ai
嬢	noeng loeng	niang
嬣	ning ling	ning
嬤	maa mo	mo
嬥	tiu	tiao
嬦	cau	chou
嬧	zeon	jin
嬨	ci	ci
嬩	jyu	yu
嬪	pan ban	pin
嬫	wing	rong
嬬	jyu	ru
嬭	naai laai	nai
嬮	jim	yan
嬯	toi	tai
嬰	jing	ying
嬱	cim	qian
嬲	nau niu lau	niao
嬳	wok	yue
嬴	jing	ying
嬵	min	mian
嬶	bei	bi
嬷	maa mo	mo
嬸	sam	shen
嬹	hing	xing
嬺	nik lik	ni
嬻	duk	du
嬼	lau liu	liu
嬽	bei jyun	yuan
嬾	laan	lan
嬿	jin	yan
孀	soeng	shuang
孁	ling	ling
孂	giu	jiao
孃	noeng loeng	niang
孄	laan	lan
孅	cim	qian xian
孆	jing	ying
孇	soeng	shuang
孈	wai seoi	xie hui
孉	kyun	huan quan
孊	mei	mi
孋	lei	li
孌	lyun	luan
孍	jim	yan
孎	zuk cuk doek	zhu chuo
孏	laan	lan
子	zi ci	zi
孑	kit git	jie
孒	kyut	jue
孓	kyut	jue
孔	hung	kong
孕	jan	yun
孖	maa zi	ma zi
字	zi	zi
存	cyun	cun
孙	syun seon	sun xun
孚	fu	fu
孛	bui baak but	bei bo
孜	zi	zi
孝	haau	xiao
孞	seon	xin
孟	maang	meng
孠	zi	si
孡	toi	tai
孢	baau	bao
季	gwai	ji
孤	gu gwu	gu
孥	nou lou	nu
学	hok	xue
孧	jau	you niu
孨	zyun	zhuan
孩	haai hoi	hai
孪	lyun syun	luan
孫	syun seon	sun xun
孬	bou naau jai	nao
孭	me	mie
孮	cung	cong
孯	haan	qian
孰	suk	shu
孱	saan caan zaan	chan can
孲	aa ngaa	ya
孳	zi	zi
孴	ji	ni
孵	fu	fu
孶	zi	zi
孷	lei	li
學	hok	xue
孹	maak	bo
孺	jyu	ru
孻	laai	nai
孼	jit jip	nie
孽	jip jit	nie
孾	jing	ying
孿	lyun syun	luan
宀	min	mian
宁	cyu ning ling	ning
宂	jung	rong
它	taa to	ta
宄	gwai	gui
宅	zaak	zhai
宆	kung	qiong
宇	jyu	yu
守	sau	shou
安	on ngon	an
宊	dat	tu jia
宋	sung	song
完	jyun	wan
宍	juk	rou
宎	jiu ngaau	yao
宏	wang	hong
宐	ji	yi
宑	jing	jing
宒	zeon	zhun
宓	mat fuk	mi fu
宔	zyu	zhu
宕	dong	dang tan
宖	wang	hong
宗	zung	zong
官	gun gwun	guan
宙	zau	zhou
定	ding deng	ding
宛	jyun wun	wan yuan
宜	ji	yi
宝	bou bo	bao
实	sat	shi
実	sat	shi
宠	cung	chong
审	sam	shen
客	haak hak	ke
宣	syun	xuan
室	sat	shi
宥	jau	you
宦	waan	huan
宧	ji	yi
宨	tiu	tiao
宩	si	shi
宪	hin	xian
宫	gung	gong
宬	sing	cheng
宭	kwan	qun
宮	gung	gong
宯	haau	xiao
宰	zoi	zai
宱	zaa	zha
宲	bou	bao shi
害	hoi hot	hai
宴	jin	yan
宵	siu	xiao
家	gaa gu ze	jia jie
宷	sam coi	shen
宸	san	chen
容	jung	rong
宺	fong	huang
宻	mat	mi
宼	kau	kou
宽	fun	kuan
宾	ban	bin
宿	suk sau	su xiu
寀	coi	cai
寁	zaam zit	jie zan
寂	zik	ji
寃	jyun	yuan
寄	gei	ji
寅	jan	yin
密	mat	mi
寇	kau	kou
寈	cing	qing
寉	hok	he
寊	zing	zhen
寋	gin	jian
富	fu	fu
寍	ning ling	ning
寎	bing	bing
寏	jyun	huan
寐	mei	mei
寑	cam	qin
寒	hon	han
寓	jyu	yu
寔	sat zik	shi
寕	ning ling	ning
寖	zam	jin qin
寗	ning ling	ning
寘	zi tin	zhi
寙	jyu	yu
寚	bou	bao
寛	fun	kuan
寜	ning ling	ning
寝	cam	qin
寞	mok	mo
察	caat	cha
寠	geoi lau	lou ju
寡	gwaa	gua
寢	cam	qin
寣	fat fu	hu
寤	ng m	wu
寥	liu leu	liao
實	sat	shi
寧	ning ling	ning
寨	zaai	zhai
審	sam	shen
寪	wai	wei
寫	se	xie
寬	fun	kuan
寭	wai	hui
寮	liu	liao
寯	zeon	jun
寰	waan	huan
寱	ngai ai	yi
寲	ji	yi
寳	bou	bao
寴	can	qin
寵	cung	chong
寶	bou bo	bao
寷	fung	feng
寸	cyun	cun
对	deoi	dui
寺	zi	si
寻	cam	xun
导	dou	dao
寽	lyut	lue luo
対	deoi	dui
寿	sau	shou
尀	po	po
封	fung	feng
専	zyun	zhuan
尃	fu	fu
射	se je jik	she ye yi
尅	hak haak	kei ke
将	zoeng coeng	jiang qiang
將	zoeng coeng	jiang
專	zyun	zhuan
尉	wai wat wan	wei yu
尊	zyun zeon	zun
尋	cam	xun
尌	syu	shu zhu
對	deoi	dui
導	dou	dao
小	siu	xiao
尐	di dit zik	jie ji
少	siu	shao
尒	ji	er
尓	ji	er
尔	ji	er
尕	gaa	ga
尖	zim	jian
尗	suk	shu
尘	can	chen
尙	soeng	shang
尚	soeng	shang
尛	mo	mo
尜	gaat gaa	ga
尝	soeng	chang
尞	liu	liao
尟	sin	xian
尠	sin	xian
尡	kwan	hun
尢	wong jau	wang you
尣	wong	wang
尤	jau	you
尥	liu	liao
尦	liu	liao
尧	jiu	yao
尨	mong mung pong	meng mang long
尩	wong	wang
尪	wong	wang
尫	wong	wang
尬	gaai	ga
尭	jiu	yao
尮	do	duo
尯	kwai	kui
尰	zung cung	zhong
就	zau	jiu
尲	gaam	gan
尳	gwat wat	gu
尴	gaam	gan
尵	teoi	tui
尶	gaam	gan
尷	gaam	gan
尸	si	shi
尹	wan	yin
尺	cek ce	chi che
尻	gau haau hou	kao
尼	nei ni lei	ni
尽	zeon	jin
尾	mei	wei yi
尿	niu seoi liu	niao sui
局	guk	ju
屁	pei	pi
层	cang	ceng
屃	ai hei ngai	xi
屄	bei hai	bi
居	geoi gei goe	ju
屆	gaai	jie
屇	tin	tian
屈	wat gwat	qu
屉	tai	ti
届	gaai	jie
屋	uk nguk	wu
屌	diu	diao
屍	si	shi
屎	si hei	shi
屏	ping bing peng	ping bing
屐	kek ket	ji
屑	sit	xie
屒	zan	zhen
屓	ai hei ngai	xi
屔	nai nei lai	ni
展	zin	zhan
屖	sai cai	xi
屗	cyun	wei
屘	mei	man
屙	o ngo	e
屚	lau	lou
屛	ping bing peng	bing
屜	tai	ti
屝	fei fai	fei
属	suk zuk	shu zhu
屟	sit sip	xie ti
屠	tou ceoi	tu
屡	leoi	lu
屢	leoi	lu
屣	saai	xi
層	cang	ceng
履	lei leoi	lu
屦	geoi	ju
屧	sit sip	xie
屨	geoi	ju
屩	goek	jue
屪	liu	liao
屫	goek	jue
屬	suk zuk	shu zhu
屭	ai hei ngai	xi
屮	cit	che cao
屯	tyun seon zeon	tun zhun
屰	jik	ni ji
山	saan	shan
屲	saan	wa
屳	sin	xian
屴	lik lak	li
屵	ngaat ngon aat	an
屶	wui	hui
屷	wui	hui
屸	lung	hong long
屹	ngat gat at	yi
屺	hei	qi
屻	jan	ren
屼	ngat at	wu
屽	hon	han an
屾	san	shen
屿	zeoi jyu	yu
岀	ceot	chu
岁	seoi	sui
岂	hei hoi	qi kai
岃	jan	ren
岄	jyut	yue
岅	baan faan	ban
岆	jiu	yao
岇	ngong ong	ang
岈	ngaa haa aa	ya
岉	mat	wu
岊	zit git	jie
岋	ngap ap	e
岌	kap gap ngap	ji
岍	hin	qian
岎	fan	fen
岏	jyun	wan
岐	kei	qi
岑	sam	cen
岒	kim	qian
岓	kei	qi
岔	caa	cha
岕	gaai	jie
岖	keoi	qu
岗	gong	gang
岘	jin	xian
岙	ou aau ngaau	ao
岚	laam	lan
岛	dou	dao
岜	baa	ba
岝	zok zaak	zuo
岞	zok	zuo
岟	joeng	yang
岠	geoi keoi	ju
岡	gong	gang
岢	ho	ke
岣	gau	gou
岤	jyut hyut	xue
岥	bei po pei	po
岦	laap lap	li
岧	tiu	tiao
岨	zeoi	qu ju
岩	ngaam aam jim	yan
岪	fat	fu
岫	zau	xiu
岬	gaap	jia
岭	ling leng	ling
岮	to	tuo
岯	pei	pi
岰	au aau ngau	ao
岱	doi	dai
岲	fong	kuang
岳	ngok ok	yue
岴	keoi	qu
岵	wu	hu
岶	paak	po
岷	man	min
岸	ngon on	an
岹	tiu	tiao
岺	ling	ling
岻	ci	di
岼	ping	ping
岽	dung	dong
岾	zim	zhan
岿	kwai	kui
峀	bong	xiu
峁	maau	mao
峂	tung	tong
峃	hok	xue
峄	jik	yi
峅	bin	bian
峆	hap gap	he
峇	baa hap	ba ke
峈	lok	luo
峉	ngaak aak	e
峊	fau	fu nie
峋	seon	xun
峌	dit	die
峍	leot	lu
峎	jan gan	en
峏	ji	er
峐	goi	gai
峑	cyun	quan
峒	tung dung	dong tong
峓	ji	yi
峔	mou	mu
峕	si	shi
峖	on ngon	an
峗	ngai ai	wei
峘	wun	huan
峙	si zi ci	zhi shi
峚	mat	mi
峛	lei	lie
峜	gai	fa
峝	tung dung	tong
峞	ngai ai	wei
峟	jau	you
峠	kaa	qia
峡	haap hap	xia
峢	lit	li
峣	jiu	yao
峤	giu kiu	qiao jiao
峥	zang zaang caang	zheng
峦	lyun	luan
峧	gaau	jiao
峨	ngo o	e
峩	ngo o	e
峪	juk jyu	yu
峫	je	xie ye
峬	bou	bu
峭	ciu	qiao
峮	kwan	qun
峯	fung	feng
峰	fung	feng
峱	naau nau nou	nao
峲	lei	li
峳	jau	you
峴	jin	xian
峵	wing	rong
島	dou	dao
峷	san	shen
峸	sing	cheng
峹	tou	tu
峺	gang	geng
峻	zeon	jun
峼	kuk	gao
峽	haap hap	xia
峾	ngan an	yin
峿	jyu ng	wu
崀	long	lang
崁	ham	kan
崂	lou	lao
崃	loi	lai
崄	him	xian
崅	gok	que
崆	hung	kong
崇	sung	chong
崈	sung	chong
崉	daap	ta
崊	lam	lin
崋	waa	hua
崌	geoi	ju
崍	loi	lai
崎	kei	qi
崏	man	min
崐	kwan gwan	kun
崑	kwan gwan	kun
崒	zyut zeot	zu cui
崓	gu gwu	gu
崔	ceoi	cui
崕	ngaai aai	ya
崖	ngaai aai	ya
崗	gong	gang
崘	leon	lun
崙	leon	lun
崚	ling	ling leng
崛	gwat	jue
崜	do	duo
崝	zang zaang	zheng
崞	gwok gok	guo
崟	jam	yin
崠	dung	dong
崡	haam	han
崢	zang zaang caang	zheng
崣	wai	wei
崤	ngaau aau	xiao
崥	pei bei	pi bi
崦	jim	yan
崧	sung	song
崨	zip zit	jie
崩	bang	beng
崪	zyut zeot	zu
崫	fat	jue
崬	dung	dong
崭	zaam caam	zhan chan
崮	gu gwu	gu
崯	jam	yin
崰	zi	zi
崱	zak sik	ze
崲	wong	huang
崳	jyu	yu
崴	wai waai	wai wei
崵	joeng dong	yang dang
崶	fung	feng
崷	cau	qiu
崸	ngong dan ong	yang
崹	tai	ti
崺	ji	yi
崻	zi	zhi shi
崼	si	shi die
崽	zai zoi doi	zai
崾	jiu	yao
崿	ngok ok	e
嵀	cyu	zhu
嵁	ham	kan zhan
嵂	leot	lu
嵃	jin	yan
嵄	mei	mei
嵅	haam ham	han dang
嵆	kai	ji
嵇	kai hai	ji
嵈	wun	huan
嵉	ting	ting
嵊	sing	sheng
嵋	mei	mei
嵌	ham haam	qian kan
嵍	mou	wu mao
嵎	jyu	yu
嵏	zung	zong
嵐	laam	lan
嵑	hot kit	ke jie
嵒	ngaam aam	yan
嵓	ngaam aam	yan
嵔	wai	wei
嵕	zung	zong
嵖	caa zaa	cha
嵗	seoi	sui
嵘	wing jing wang	rong
嵙	fo	ke
嵚	jam	qin
嵛	jyu	yu
嵜	kei	qi
嵝	lau	lou
嵞	tou	tu
嵟	deoi	cui
嵠	kai	xi
嵡	jung	weng
嵢	cong	cang
嵣	dong tong	dang tang
嵤	wing	rong ying
嵥	git	jie
嵦	hoi	ai kai
嵧	lau	liu
嵨	wu	wu
嵩	sung	song
嵪	hiu	kao qiao
嵫	zi	zi
嵬	ngai ai	wei
嵭	bang	beng
嵮	din	dian
嵯	co ci	cuo
嵰	him	qian qin
嵱	jung	yong
嵲	jit	nie
嵳	co	cuo
嵴	zek	ji
嵵	zi	shi
嵶	joek	ruo
嵷	sung	song
嵸	zung	zong
嵹	koeng	jiang
嵺	liu	liao
嵻	hong	kang
嵼	caan	chan
嵽	dit dai	di die
嵾	cam caam	cen
嵿	ding	ding
嶀	tou	tu
嶁	lau	lou
嶂	zoeng	zhang
嶃	zaam	zhan chan
嶄	zaam caam	zhan chan
嶅	ngou ou	ao
嶆	cou	cao
嶇	keoi	qu
嶈	coeng	qiang
嶉	ceoi zeoi	wei
嶊	zeoi	zui
嶋	dou	dao
嶌	dou	dao
嶍	zaap	xi
嶎	wai	yu
嶏	pui	pi pei
嶐	lung	long
嶑	zoeng	xiang
嶒	cang zaang zang	ceng
嶓	bo	bo
嶔	jam	qin
嶕	ciu	jiao
嶖	jim	yan
嶗	lou	lao
嶘	zaan	zhan
嶙	leon	lin
嶚	liu	liao
嶛	liu	liao
嶜	zam	qin
嶝	dang	deng
嶞	do	tuo
嶟	zeon	zun
嶠	giu kiu	jiao qiao
嶡	gwai kyut	jue gui
嶢	jiu	yao
嶣	ciu	jiao
嶤	jiu	yao
嶥	gwai	jue
嶦	zim	zhan shan
嶧	jik	yi
嶨	hok	xue
嶩	naau laau	nao
嶪	jip	ye
嶫	jip	ye
嶬	ngai ji ai	yi
嶭	jit jip sit	nie
嶮	him	xian
嶯	cap	ji
嶰	haai	xie jie
嶱	got ho	ke jie
嶲	kwai seoi	gui xi juan
嶳	dei	di de
嶴	ou aau ngaau	ao
嶵	zeoi	zui
嶶	mei	wei
嶷	jik ji	yi
嶸	wing jing wang	rong
嶹	dou	dao
嶺	leng ling	ling
嶻	zit	jie
嶼	zeoi jyu	yu
嶽	ngok ok	yue
嶾	jan	yin
嶿	seoi	ru
巀	zit	jie
巁	lai	li lie
巂	kwai seoi sai	xi gui juan
巃	lung	long
巄	lung	long
巅	din	dian
巆	wing jing	ying hong
巇	hei	xi
巈	guk	ju
巉	caam	chan
巊	jing	ying
巋	kwai	kui
巌	ngaam aam	yan
巍	ngai ai	wei
巎	naau laau	nao
巏	kyun	quan
巐	ciu	chao
巑	cyun	cuan
巒	lyun	luan
巓	din	dian
巔	din	dian
巕	jit	nie
巖	ngaam jim aam	yan
巗	ngaam aam	yan
巘	jin	yan
巙	naau laau	kui
巚	jin	yan
巛	cyun kwan	chuan
巜	kui kwui	kuai
川	cyun	chuan
州	zau	zhou
巟	fong	huang
巠	ging	jing xing
巡	ceon	xun
巢	caau dau	chao
巣	caau	chao
巤	lip	lie
工	gung	gong
左	zo	zuo
巧	haau kiu	qiao
巨	geoi	ju
巩	gung	gong
巪	geoi	ju
巫	mou	wu
巬	gei	gu
巭	gung	gu
差	caa caai ci	cha chai ci
巯	kau	qiu
巰	kau	qiu
己	gei gi	ji
已	ji	yi
巳	zi	si
巴	baa paa	ba
巵	zi	zhi
巶	ciu	zhao
巷	hong	xiang hang
巸	ji	yi
巹	gan	jin
巺	seon	xun
巻	gyun	juan
巼	baa	
巽	seon	xun
巾	gan	jin
巿	fat	fu
帀	zaap si	za
币	bai	bi
市	si	shi
布	bou	bu
帄	ding	ding
帅	seoi seot	shuai
帆	faan	fan
帇	nip lip	nie
师	si	shi
帉	fan	fen
帊	paa	pa
帋	zi	zhi
希	hei	xi
帍	wu	hu
帎	daam	dan
帏	wai	wei
帐	zoeng	zhang
帑	tong nou lou	tang nu
帒	doi	dai
帓	mat	mo wa
帔	pei	pei
帕	paak paa mak	pa
帖	tip	tie
帗	fat	fu
帘	lim	lian
帙	dit	zhi
帚	zau zaau	zhou
帛	baak	bo
帜	ci	zhi
帝	dai	di
帞	mak	mo
帟	jik	yi
帠	jit ngai	yi
帡	ping	ping
帢	hap	qia
帣	gyun	juan
帤	jyu	ru
帥	seoi seot	shuai
带	daai dai	dai
帧	zing	zhen
帨	seoi ceoi	shui
帩	ciu	qiao
帪	zan	zhen
師	si	shi
帬	kwan	qun
席	zik zek	xi
帮	bong	bang
帯	daai	dai
帰	gwai	gui
帱	cau tou dou	chou dao
帲	ping	ping
帳	zoeng	zhang
帴	zin	jian san
帵	wun jyun	wan
帶	daai dai	dai
帷	wai	wei
常	soeng	chang
帹	saap	sha qie
帺	kei	qi ji
帻	zik zaak	ze
帼	gwok gok	guo
帽	mou	mao
帾	dou	zhu
帿	hau	hou
幀	zing	zhen
幁	seoi	zheng
幂	mik	mi
幃	wai	wei
幄	ak aak ngaak	wo
幅	fuk	fu
幆	ai ngai	yi
幇	bong	bang
幈	ping	ping
幉	jip	die
幊	gung	gong
幋	pun	pan
幌	fong	huang
幍	tou	tao
幎	mik	mi
幏	gaa	jia
幐	tang	teng
幑	fai	hui
幒	zung	zhong
幓	saam	shan qiao shen
幔	maan	man
幕	mok	mu
幖	biu	biao
幗	gwok gok	guo
幘	zik zaak	ze
幙	mok	mu
幚	bong	bang
幛	zoeng	zhang
幜	ging	jing
幝	cin zin	chan
幞	fuk buk	fu
幟	ci	zhi
幠	fu	hu
幡	faan	fan
幢	dung tong cong	zhuang chuang
幣	bai	bi
幤	bai	bi
幥	zoeng	zhang
幦	mik mat	mi
幧	ciu	qiao
幨	cim zim	chan
幩	fan	fen
幪	mung	meng
幫	bong	bang
幬	cau tou dou	chou dao
幭	mit	mie
幮	cyu ceoi	chu
幯	zit	jie
幰	hin	xian
幱	laan	lan
干	gon hon kin	gan
平	peng ping	ping
年	nin lin	nian
幵	hin gin	jian
并	bing ping	bing
幷	bing ping	bing
幸	hang	xing
幹	gon hon	gan
幺	jiu	yao
幻	waan	huan
幼	jau jiu	you
幽	jau	you
幾	gei	ji
广	gwong am jim	guang an
庀	pei	pi
庁	ting	ting
庂	zak	ze
広	gwong gong	guang
庄	zong	zhuang
庅	mo	me
庆	hing goeng	qing
庇	bei	bi
庈	kam	qin
庉	deon tyun	dun tun
床	cong	chuang
庋	gwai gei	gui
庌	ngaa aa	ya
庍	baai jan	bai ting
庎	gaai	jie
序	zeoi	xu
庐	lou	lu
庑	mou	wu
庒	zong	zhuang
库	fu se	ku
应	jing	ying
底	dai dik	di de
庖	paau	pao
店	dim	dian
庘	aap ngaap	ya
庙	miu	miao
庚	gang gaang	geng
庛	ci	ci
府	fu	fu
庝	tung	tong
庞	pong lung	pang
废	fai	fei
庠	coeng	xiang
庡	ji	yi
庢	zat	zhi
庣	tiu	tiao
庤	zi	zhi
庥	jau	xiu
度	dou dok	du duo
座	zo	zuo
庨	haau	xiao
庩	tou	tu
庪	gwai gei	gui
庫	fu se	ku
庬	pong mong	mang meng pang
庭	ting	ting
庮	jau	you
庯	bou	bu
庰	bing	bing ping
庱	cing	cheng
庲	loi	lai
庳	bei pei	bi
庴	zik	ji cuo
庵	am ngam	an
庶	syu	shu
康	hong	kang
庸	jung	yong
庹	tok dok	tuo
庺	cung	song
庻	syu	shu
庼	king	qing
庽	jyu	yu
庾	jyu	yu
庿	miu	miao
廀	sau	sou
廁	ci cak zak	ce
廂	soeng	xiang
廃	fai	fei
廄	gau	jiu
廅	ap hap ngap	e
廆	gwai wai	gui wei hui
廇	lau	liu
廈	haa	sha xia
廉	lim	lian
廊	long	lang
廋	sau	sou
廌	zi zaai	zhi
廍	bou	bu
廎	king	qing
廏	gau	jiu
廐	gau	jiu
廑	kan gan	jin qin
廒	ngou ou	ao
廓	gwok fok kwok	kuo
廔	lau	lou
廕	jam	yin
廖	liu	liao
廗	daai	dai
廘	luk	lu
廙	ji jik	yi
廚	cyu ceoi	chu
廛	cin	chan
廜	tou	tu
廝	si	si
廞	jam	xin
廟	miu	miao
廠	cong	chang
廡	mou	wu
廢	fai	fei
廣	gwong gong	guang
廤	fu	ku
廥	kui kwui	kuai
廦	bik pik	bi
廧	coeng	qiang se
廨	haai gaai	xie
廩	lam	lin
廪	lam	lin
廫	liu	liao
廬	lou	lu
廭	zik	ji
廮	jing	ying
廯	sin	xian
廰	teng	ting
廱	jung	yong
廲	lai	li
廳	teng ting	ting
廴	jan	yin
廵	ceon	xun
延	jin	yan
廷	ting	ting
廸	dik	di
廹	baak bik	po pai
建	gin	jian
廻	wui	hui
廼	naai laai	nai
廽	wui	hui
廾	gung jaa je	gong
廿	jaa je nim	nian
开	hoi	kai
弁	bin pun	bian
异	ji	yi
弃	hei he	qi
弄	lung nung	nong long
弅	fan	fen
弆	geoi	ju
弇	jim	yan
弈	jik	yi
弉	zong	zang
弊	bai	bi
弋	jik	yi
弌	jat	yi
弍	ji	er
弎	saam	san
式	sik	shi
弐	ji	er
弑	si	shi
弒	si	shi
弓	gung	gong
弔	diu dik	diao
引	jan	yin
弖	gung	hu
弗	fat fik fit	fu
弘	wang	hong
弙	wu	wu
弚	dai teoi	tui
弛	ci	chi
弜	koeng	jiang
弝	baa	ba
弞	can	shen
弟	dai tai teoi	di ti tui
张	zoeng	zhang
弡	gwat	jue zhang
弢	tou	tao
弣	fu	fu
弤	dai	di
弥	nei lei mei	mi
弦	jin jyun	xian
弧	wu	hu
弨	ciu	chao
弩	nou lou	nu
弪	ging	jing
弫	can	zhen
弬	ji	yi
弭	mai mei	mi
弮	hyun gyun gung	quan juan
弯	waan waang	wan
弰	saau	shao
弱	joek	ruo
弲	hyun	xuan yuan
弳	ging	jing
弴	diu	diao
張	zoeng	zhang
弶	koeng goeng zoeng	jiang
強	koeng goeng	qiang jiang
弸	paang bang pang	peng
弹	daan taan	tan dan
强	koeng goeng	qiang jiang
弻	bat	bi
弼	bat	bi
弽	sip	she
弾	daan	dan tan
弿	gin	jian
彀	gau	gou
彁	go	ge
彂	faat	fa
彃	bat	bi
彄	kau	kou
彅	zin	jian
彆	bit	bie
彇	siu	xiao
彈	daan taan	dan tan
彉	kwok fok gwok	guo
彊	koeng goeng	qiang jiang
彋	wang gwang waang	hong
彌	nei mei lei	mi
彍	kwok gwok gok	guo
彎	waan waang	wan
彏	fok gwok gok	jue
彐	gai	ji xue
彑	gai	ji
归	gwai kwai	gui
当	dong	dang
彔	luk	lu
录	luk	lu
彖	teon	tuan
彗	seoi wai	hui
彘	zi zai	zhi
彙	wui wai leoi	hui
彚	wai	hui
彛	ji	yi
彜	ji	yi
彝	ji	yi
彞	ji	yi
彟	wok	yue
彠	wok	huo
彡	saam	shan xian
形	jing	xing
彣	man	wen
彤	tung	tong
彥	jin	yan
彦	jin	yan
彧	juk	yu
彨	ci	chi
彩	coi	cai
彪	biu	biao
彫	diu tiu	diao
彬	ban	bin
彭	paang bong pong	peng bang
彮	jung	yong
彯	piu	piao
彰	zoeng	zhang
影	jing jeng	ying
彲	ci	chi
彳	cik cit	chi
彴	zoek	zhuo bo
彵	to	tuo yi
彶	gap	ji
彷	fong pong	pang fang
彸	zung	zhong
役	jik	yi
彺	wong	wang
彻	cit	che
彼	bei pei	bi
彽	ci dai	di
彾	ling	ling
彿	fat	fu
往	wong	wang
征	zing cing zi	zheng
徂	cou	cu
徃	wong	wang
径	ging gaang	jing
待	doi daai	dai
徆	sai	xi
徇	seon ceon	xun
很	han	hen
徉	joeng	yang
徊	wui	huai
律	leot	lu
後	hau	hou
徍	wong	wa wang jia
徎	cing	cheng zheng
徏	zik	zhi
徐	ceoi	xu
徑	ging gaang	jing
徒	tou	tu
従	cung	cong
徔	zi	cong
徕	loi	lai
徖	cung	cong
得	dak dat	de dei
徘	pui	pai
徙	saai	xi
徚	gaan	dong
徛	gei kei	ji
徜	soeng	chang
徝	zi	zhi
從	cung sung zung	cong zong
徟	zau	zhou
徠	loi	lai
御	jyu ngaa aa	yu
徢	sip	xie
徣	ze	jie
徤	gin	jian
徥	si zi	shi ti
徦	gaa haa	jia xia
徧	pin bin	bian
徨	wong	huang
復	fuk fau	fu
循	ceon	xun
徫	wai	wei
徬	pong bong	pang
徭	jiu	yao
微	mei	wei
徯	hai	xi
徰	zing	zheng
徱	piu	piao
徲	tai ci	ti chi
徳	dak	de
徴	zing	zhi zheng
徵	zing zi cing	zhi zheng
徶	bit pit	bie
德	dak	de
徸	cung	chong zhong
徹	cit	che
徺	hiu	jiao yao
徻	wai wui	hui
徼	giu hiu jiu	jiao
徽	fai	hui
徾	mei	mei
徿	lung	long
忀	soeng nong	xiang
忁	bou	bao
忂	keoi	qu ju
心	sam san	xin
忄	syu sam	xin
必	bit	bi
忆	jik	yi
忇	lak	le
忈	jan	ren
忉	dou tou	dao
忊	ding	ding ting
忋	goi	gai
忌	gei	ji
忍	jan	ren
忎	jan	ren
忏	caam saam cim	chan
忐	taan	tan
忑	tik	te
忒	tik	te tei tui
忓	gon	gan han
忔	ngat hat at	yi qi
忕	sai si taai	tai shi
忖	cyun	cun
志	zi	zhi
忘	mong	wang
忙	mong	mang
忚	hei	xi lie
忛	faan	fan
応	jing	ying
忝	tim	tian
忞	man	min wen
忟	man mang	min wen
忠	zung	zhong
忡	cung	chong
忢	ng m	wu
忣	gap	ji
忤	ng m	wu
忥	hei	xi
忦	git	jia
忧	jau	you
忨	wun jyun	wan
忩	cung	cong
忪	zung sung	song zhong
快	faai	kuai
忬	jyu	yu shu
忭	bin	bian
忮	zi gei	zhi
忯	kei si	qi shi
忰	seoi	cui
忱	sam	chen
忲	taai	tai
忳	tyun zeon tan	tun zhun dun
忴	kim kam	qian qin
念	nim jaa je	nian
忶	wan	hun
忷	hung	xiong
忸	nau nuk lau	niu
忹	kong	kuang wang
忺	hin him	xian
忻	jan	xin
忼	kong hong	kang hang
忽	fat	hu
忾	koi hei	kai xi
忿	fan	fen
怀	waai	huai
态	taai	tai
怂	sung	song
怃	mou	wu
怄	au ngau	ou
怅	coeng zoeng	chang
怆	cong	chuang
怇	geoi	ju
怈	jai	yi
怉	baau pou	bao
怊	ciu tiu	chao
怋	man	min men
怌	pei	pei
怍	zok	zuo zha
怎	zam dim zaam	zen
怏	joeng	yang
怐	kau hau	kou ju
怑	bun	ban
怒	nou nu lou	nu
怓	naau laau	nao niu
怔	zing	zheng
怕	paa	pa
怖	bou	bu
怗	tip zim	tie zhan
怘	gu gwu	hu gu
怙	wu	hu
怚	zeoi cou	cu ju zu
怛	daat taan	da
怜	lin ling	lian
思	si soi	si sai
怞	jau zau cau	you chou
怟	dai	di
怠	toi doi	dai
怡	ji	yi
怢	dat	tu die
怣	jau	you
怤	fu	fu
急	gap	ji
怦	ping paang	peng
性	sing	xing
怨	jyun	yuan
怩	nei lei	ni
怪	gwaai gwai	guai
怫	fat bui fai	fu
怬	hei	xi
怭	bit	bi
怮	jau	you yao
怯	hip	qie
怰	jyun	xuan
怱	cung	cong
怲	bing	bing
怳	fong	huang
怴	wat hyut	xu xue
怵	zeot ceot seot	chu
怶	bei	bi pi
怷	sik seot	shu
怸	sik	xi shu
怹	taa	tan
怺	wing	yong
总	zung	zong
怼	deoi zeoi	dui
怽	mei	mi
怾	sik ci	
怿	jik	yi
恀	zi ci si	shi
恁	jam nam	nen nin
恂	seon	xun
恃	ci si	shi
恄	hat	xi
恅	lou	lao
恆	hang gang	heng
恇	hong	kuang
恈	mau	mou
恉	zi	zhi
恊	hip	xie
恋	lyun	lian
恌	tiu	tiao yao
恍	fong	huang
恎	dit	die
恏	hou	hao
恐	hung	kong
恑	gwai	gui
恒	hang gang	heng
恓	sai	xi qi xu
恔	haau	xiao jiao
恕	syu	shu
恖	si	si
恗	fu	hu kua
恘	jau cau	qiu
恙	joeng	yang
恚	wai waai	hui
恛	wui	hui
恜	cik sik	chi
恝	gaat aat git	jia
恞	ji	yi
恟	hung	xiong
恠	gwaai	guai
恡	leon	lin
恢	fui	hui
恣	zi ci	zi
恤	seot	xu
恥	ci	chi
恦	soeng hoeng	shang
恧	nuk luk	nu
恨	han	hen
恩	jan	en
恪	kok	ke
恫	dung tung	dong tong
恬	tim	tian
恭	gung	gong
恮	cyun	quan zhuan
息	sik sak	xi
恰	hap	qia
恱	jyut	yue
恲	paang	peng
恳	han	ken
恴	dak	de
恵	wai	hui
恶	ok wu ngok	e wu
恷	jau	qiu
恸	dung	tong
恹	jim	yan
恺	hoi	kai
恻	cak caak	ce
恼	nou lou naau	nao
恽	wan	yun
恾	mong	mang
恿	jung	yong
悀	jung	yong
悁	gyun jyun	yuan juan
悂	pei pai	pi
悃	kwan	kun
悄	ciu	qiao
悅	jyut	yue
悆	jyu	yu shu
悇	tou	tu
悈	gaai hak	jie ke
悉	sik	xi
悊	zit	zhe
悋	leon	lin
悌	dai tai	ti
悍	hon	han
悎	hou gaau	hao jiao
悏	hip	qie
悐	tik	ti
悑	bou	bu
悒	jap ngap	yi
悓	jin	qian
悔	fui	hui
悕	hei	xi
悖	bui but	bei
悗	mun	man men
悘	ji	yi
悙	hang	heng
悚	sung	song
悛	syun cyun	quan
悜	cing	cheng
悝	fui lei kwai	kui li
悞	ng m	wu
悟	ng m	wu
悠	jau	you
悡	lei	li
悢	loeng long	liang
患	waan	huan
悤	cung	cong
悥	ji	yi nian
悦	jyut	yue
悧	lei	li
您	nei lei	nin
悩	nou lou	nao
悪	ok ngok	e
悫	kok	que
悬	jyun	xuan
悭	haan	qian
悮	ng m	wu
悯	man	min
悰	cung	cong
悱	fei	fei
悲	bei	bei
悳	dak	de
悴	seoi	cui
悵	coeng zoeng	chang
悶	mun	men
悷	lai leoi	li
悸	gwai	ji
悹	gun gwun	guan
悺	gun gwun	guan
悻	hang	xing
悼	dou	dao
悽	cai	qi
悾	hung	kong
悿	tim tin	tian
惀	leon	lun
惁	sik	xi
惂	ham	kan
惃	gwan	gun
惄	nik lik	ni
情	cing	qing
惆	cau	chou
惇	deon	dun
惈	gwo go	guo
惉	zim	zhan
惊	ging loeng geng	jing
惋	jyun wun	wan
惌	jyun	yuan wan
惍	gam	jin
惎	gei	ji
惏	laam lam	lan lin
惐	wik	yu xu
惑	waak	huo
惒	wo	he
惓	kyun gyun	quan juan
惔	taam daam	dan tan
惕	tik	ti
惖	tik	ti
惗	nam lam	nian
惘	mong	wang
惙	zyut	chuo chui
惚	fat	hu
惛	fan man	hun men
惜	sik sek	xi
惝	cong tong	chang tang
惞	jan	xin
惟	wai	wei
惠	wai	hui
惡	ok wu fu	e wu
惢	so	suo rui
惣	zung	zong
惤	gin	jian
惥	jung	yong
惦	dim	dian
惧	geoi	ju
惨	caam	can
惩	cing	cheng
惪	dak	de
惫	bei baai	bei
惬	hip	qie
惭	caam	can
惮	daan	dan da
惯	gwaan	guan
惰	do	duo
惱	nou naau lou	nao
惲	wan	yun
想	soeng	xiang
惴	cyun zeoi	zhui
惵	dip	die
惶	wong	huang
惷	ceon cyun	chun
惸	king	qiong
惹	je	re
惺	sing	xing
惻	cak caak	ce
惼	bin pin	bian
惽	man fan	min
惾	zung sau	zong
惿	tai si	ti shi
愀	ciu cau	qiao
愁	sau	chou
愂	bui	bei
愃	syun hyun	xuan
愄	wui	wei
愅	gaak	ge
愆	hin	qian
愇	wai	wei
愈	jyu jyut	yu
愉	jyu tau	yu tou
愊	bik	bi
愋	hyun	xuan
愌	wun	huan
愍	man	min
愎	bik fuk	bi
意	ji	yi
愐	min	mian
愑	jung	yong
愒	koi hei hot	kai qi
愓	dong soeng	dang tang shang
愔	jam	yin
愕	ngok ok	e
愖	sam	chen xin dan
愗	mau	mao
愘	kok	ke qia
愙	kok	ke
愚	jyu	yu
愛	oi ngoi	ai
愜	hip	qie
愝	jin	yan
愞	no jyun lo	nuo
感	gam	gan
愠	wan	yun
愡	zung	cong song
愢	soi	sai si
愣	ling leng	leng
愤	fan	fen
愥	jing	ying
愦	kui kwui	kui
愧	kwai	kui
愨	kok	que
愩	gung hung	gong hong
愪	wan	yun
愫	sou	su
愬	sou saak	shuo su
愭	kei	qi
愮	jiu	yao
愯	sung	song
愰	fong	huang
愱	zat	ji
愲	gwat	gu
愳	geoi	ju
愴	cong	chuang
愵	nik lik	ni
愶	hip	xie
愷	hoi	kai
愸	zing	zheng
愹	jung	yong
愺	cou	cao
愻	seon	xun
愼	san	shen
愽	bok	bo
愾	koi hei	kai xi
愿	jyun	yuan
慀	hai haai	xi xie
慁	wan	hun
慂	jung	yong
慃	ong ngong	yang
慄	leot	li
慅	cou sou	cao sao
慆	tou	tao
慇	jan	yin
慈	ci	ci
慉	cuk huk	xu chu
慊	him hip jim	qie qian
態	taai	tai
慌	fong	huang
慍	wan	yun
慎	san	shen
慏	ming	ming
慐	gung	gong hong
慑	sip zip	she
慒	cung zou	cao cong
慓	piu	piao
慔	mou	mu
慕	mou mu	mu
慖	gwok gok	guo
慗	cik	chi
慘	caam	can
慙	caam	can
慚	caam	can
慛	ceoi	cui
慜	man	min
慝	tik nik	te
慞	zoeng	zhang
慟	dung	tong
慠	ngou ou	ao
慡	song	shuang
慢	maan	man
慣	gwaan	guan
慤	kok	que
慥	zou cou	zao
慦	gau	jiu
慧	wai	hui
慨	koi	kai
慩	lin	lian
慪	au ngau	ou
慫	sung	song
慬	kan	jin qin
慭	jan ngan	yin
慮	leoi lou luk	lu
慯	soeng	shang
慰	wai	wei
慱	tyun	tuan
慲	mun	man
慳	haan	qian
慴	sip zip	she
慵	jung	yong
慶	hing goeng	qing
慷	hong kong	kang
慸	dai	di chi
慹	zap zip	zhi zhe
慺	lau	lou lu
慻	gyun	juan
慼	cik	qi
慽	cik	qi
慾	juk	yu
慿	pang	ping
憀	liu	liao
憁	zung	cong
憂	jau	you
憃	cung zung	chong
憄	zi	zhi
憅	dung	tong
憆	caang	cheng
憇	hei	qi
憈	keoi	qu
憉	paang	peng
憊	bei baai	bei
憋	bit	bie
憌	king	qiong
憍	giu	jiao
憎	zang	zeng
憏	cai zai	chi
憐	lin	lian
憑	pang bang peng	ping
憒	kui kwui	kui
憓	wai	hui
憔	ciu	qiao
憕	cing	cheng deng zheng
憖	jan ngan	yin
憗	jan	yin
憘	hei	xi
憙	hei	xi
憚	daan	dan da
憛	taam	tan
憜	do	duo
憝	deoi	dui
憞	deoi	dui dun tun
憟	suk	su
憠	kyut	jue
憡	caak	ce
憢	hiu	xiao jiao
憣	faan	fan
憤	fan	fen
憥	lou	lao
憦	lou	lao
憧	cung zung tung	chong
憨	ham	han
憩	hei	qi
憪	haan	xian
憫	man	min
憬	ging	jing
憭	liu	liao
憮	mou	wu
憯	caam	can
憰	kyut gwat	jue
憱	cuk cau	cu
憲	hin	xian
憳	taam	tan
憴	sing	sheng
憵	pik	pi
憶	jik	yi
憷	co zeot	chu
憸	cim	xian
憹	nou nung lou	nao nang
憺	daam	dan
憻	taan	tan
憼	ging	jing
憽	sung	song
憾	ham	han
憿	giu gik	ji jiao
懀	wai	wei
懁	hyun gyun	xuan huan
懂	dung	dong
懃	kan	qin
懄	kan	qin
懅	keoi geoi	ju
懆	cou	cao sao
懇	han	ken
懈	haai gaai	xie
應	jing	ying
懊	ou ngou	ao
懋	mau	mao
懌	jik	yi
懍	lam	lin
懎	sik	se
懏	zeon	jun
懐	waai	huai
懑	mun	men
懒	laan	lan
懓	oi ngoi	ai
懔	lam	lin
懕	jim	yan
懖	kut kwut	guo
懗	haa	xia
懘	cit dai ding	chi
懙	jyu	yu
懚	jan	yin
懛	daai	dai
懜	mung	meng
懝	ngoi oi	ai yi ni
懞	mung	meng
懟	deoi zeoi	dui
懠	cai zai	qi ji
懡	mo	mo
懢	laam	lan xian
懣	mun	men
懤	cau	chou
懥	zi	zhi
懦	no lo	nuo
懧	no lo	nuo
懨	jim	yan
懩	joeng	yang
懪	bok	bo
懫	zi	zhi
懬	kwong kong	kuang
懭	kong kwong	kuang
懮	jau	you
懯	fu	fu
懰	lau	liu
懱	mit	mie
懲	cing	cheng
懳	wai	hui
懴	caam	chan
懵	mung	meng
懶	laan	lan
懷	waai	huai
懸	jyun	xuan
懹	joeng	rang
懺	caam cim	chan
懻	gei	ji
懼	geoi	ju
懽	fun	huan
懾	sip zip	she
懿	ji	yi
戀	lyun	lian
戁	naan laan	nan
戂	mei	mi mo
戃	tong cong	tang
戄	fok	jue
戅	zong ngong ong	gang zhuang
戆	zong ngong ong	gang zhuang
戇	ngong zong ong	zhuang gang
戈	gwo go	ge
戉	jyut	yue
戊	mou	wu
戋	zin caan	jian
戌	seot	xu qu
戍	syu	shu
戎	jung	rong
戏	hei fu fai	xi hu
成	sing seng cing	cheng
我	ngo o	wo
戒	gaai	jie
戓	gap	ge
戔	zin caan	jian
戕	coeng	qiang
或	waak waa wik	huo
戗	coeng	qiang
战	zin jin	zhan
戙	dung dong	dong
戚	cik cuk	qi
戛	gaat aat git	jia ga
戜	dit	die
戝	caak	zei
戞	gaat	jia
戟	gik kik	ji
戠	zik	zhi
戡	ham zam	kan
戢	cap zap	ji
戣	kwai	kui
戤	koi	gai
戥	dang	deng
戦	zin	zhan
戧	coeng	qiang
戨	go	ge
戩	zin	jian
截	zit	jie
戫	juk wik	yu
戬	zin	jian
戭	jan jin	yan
戮	luk	lu
戯	hei fu	xi hu
戰	zin jin	zhan
戱	hei fu	hu xi
戲	hei fai fu	xi hu
戳	coek cok zoek	chuo
戴	daai	dai
戵	keoi	qu
戶	wu	hu
户	wu	hu
戸	wu	hu
戹	ak aak ngaak	e
戺	si	shi
戻	dai	ti
戼	maau	mao
戽	fu	hu
戾	leoi lai lit	li
房	fong pong	fang
所	so	suo
扁	bin pin	bian pian
扂	dim tim	dian
扃	gwing	jiong
扄	soeng	shang jiong
扅	ji	yi
扆	ji	yi
扇	sin	shan
扈	wu	hu
扉	fei	fei
扊	jim	yan
手	sau	shou
扌	sau	shou
才	coi	cai
扎	zaat zaap	zha za
扏	kau	qiu
扐	lak lik fik	le li cai
扑	bok bik puk	pu
扒	paa baat	ba pa
打	daa ding	da
扔	jing wing	reng
払	faan	fan fu
扖	jap	ru
扗	zoi	zai
托	tok	tuo
扙	zoeng	zhang
扚	tiu dik diu	diao di yue
扛	gong kong	kang gang
扜	jyu	yu wu
扝	fu	yu wu ku
扞	hon gon	han
扟	san	shen
扠	caa zaa	cha
扡	ci to	tuo chi yi
扢	gwat goi hei	gu jie xi
扣	kau	kou
扤	ngaat at ngat	wu
扥	dan deon	den
扦	cin	qian
执	zap	zhi
扨	jan	ren
扩	kwok kok kong	kuo
扪	mun	men
扫	sou	sao
扬	joeng	yang
扭	nau lau	niu
扮	baan fan	ban
扯	ce	che
扰	jiu	rao
扱	kap caap gap	xi cha qi
扲	ngam gam am	qian qin
扳	paan baan maan	ban pan
扴	git	jia
扵	jyu wu	yu
扶	fu pou	fu
扷	ou ngou	ba ao
扸	sik	xi zhe
批	pai pei	pi
扺	zi	zhi
扻	ham zit	zhi sun kan
扼	ak aak ngaak	e
扽	dan deon	den
找	zaau	zhao
承	sing cing	cheng
技	gei	ji
抁	jin	yan
抂	kwong kong	kuang wang zai
抃	bin	bian
抄	caau	chao
抅	keoi	ju
抆	man	wen
抇	wat	hu gu
抈	jyut	yue
抉	kyut	jue
把	baa paa	ba
抋	cam	qin
抌	dam zam	dan shen
抍	sing	zheng
抎	wan sin	yun
抏	jyun waan wun	wan
抐	neot leot	ne ni rui
抑	jik	yi
抒	syu	shu
抓	zaau aau zaa	zhua
抔	pau	pou
投	tau	tou
抖	dau tau	dou
抗	kong	kang
折	zit zip sit	zhe she
抙	pau	pou fu
抚	fu	fu
抛	paau	pao
抜	bat	ba
抝	aau ngaau	ao niu
択	zaak	ze
抟	tyun zyun	tuan
抠	kau jau	kou
抡	leon	lun
抢	coeng cong	qiang cheng
抣	gwan	yun
护	wu	hu
报	bou	bao
抦	bing	bing
抧	zi	zhi zhai
抨	ping paang	peng
抩	naam laam	nan
抪	bo bou	bu pu
披	pei	pi
抬	toi	tai
抭	jiu	yao tao
抮	zan can hin	zhen
抯	zaa	zha
抰	joeng	yang
抱	pou paau bou	bao
抲	ho	he qia
抳	nei ni lei	ni
抴	jai jit	ye
抵	dai zi	di
抶	cik	chi
抷	pei	pi pei
抸	hip zaap	jia
抹	mut maat	mo ma
抺	mui	mei
抻	can	chen
押	aat aap haap	ya
抽	cau jau	chou
抾	gip keoi hei	qu
抿	man	min
拀	zuk	zhu
拁	ke	jia ya
拂	fat bat	fu bi
拃	zaa	zha
拄	zyu	zhu
担	daam	dan
拆	caak	chai ca
拇	mou	mu
拈	nim nin lim	nian
拉	laai laa laap	la
拊	fu	fu
拋	paau	pao
拌	bun pun	ban pan
拍	paak paat	pai
拎	ling ning	lin
拏	naa laa	na
拐	gwaai	guai
拑	kim	qian
拒	keoi	ju
拓	tok taap zek	tuo ta zhi
拔	bat	ba
拕	to	tuo
拖	to	tuo
拗	aau juk ngaau	ao niu
拘	keoi	ju gou
拙	zyut	zhuo
拚	pun faan ping	pin pan fan
招	ziu zeu	zhao
拜	baai	bai
拝	baai	bai
拞	dai jau	di
拟	ji	ni
拠	geoi	ju
拡	kwok kok	kuo
拢	lung	long
拣	gaan	jian
拤	kaa	qia
拥	jung ung	yong
拦	laan	lan
拧	ning ling	ning
拨	but put	bo
择	zaak	ze zhai
拪	cin	qian
拫	hang han	hen
括	kut gwaat gwat	kuo gua
拭	sik	shi
拮	git gat gaat	jie jia
拯	cing	zheng
拰	nam lam	nin
拱	gung	gong
拲	gung	gong
拳	kyun	quan
拴	saan cyun	shuan
拵	cyun	cun zun
拶	zaat zaan	za zan
拷	haau	kao
拸	ji ci	yi chi hai
拹	hip	xie
拺	caak cuk saak	ce se chuo
拻	fui	hui
拼	ping pun peng	pin
拽	jai jit	zhuai ye
拾	sap gip sip	shi she
拿	naa laa	na
挀	baak	bai
持	ci	chi
挂	gwaa kwaa	gua
挃	zat	zhi
挄	kwok kok	kuo guang
挅	do	duo
挆	do	duo
指	zi	zhi
挈	kit hit	qie
按	on ngon	an
挊	lung	nong
挋	zan	zhen
挌	gaak	ge
挍	haau gaau	jiao
挎	kwaa fu	kua ku
挏	dung tung	dong
挐	naa jyu naau	na ru
挑	tiu tou	tiao
挒	lit	lie
挓	zaa	zha
挔	leoi	lu
挕	dip zip	die she
挖	waat waa	wa
挗	kyut	jue
挘	lyut	lie
挙	geoi	ju
挚	zi	zhi
挛	lyun	luan
挜	aa ngaa	ya
挝	zaa wo gwo	wo zhua
挞	taat daat	ta
挟	hip gaap haap	xie jia
挠	naau laau jaau	nao
挡	dong	dang
挢	giu	jiao
挣	zang zaang	zheng
挤	zai	ji
挥	fai	hui
挦	cam cim	xian
挧	jyu	yu
挨	aai ngaai oi	ai
挩	tyut seoi	tuo shui
挪	no lo	nuo
挫	co	cuo
挬	but	bo
挭	gaang	geng
挮	tai	ti
振	zan	zhen
挰	caang	cheng
挱	so saa	suo sha
挲	so saa	sa sha suo
挳	hang hin	keng qian
挴	mui	mei
挵	lung	nong
挶	guk	ju
挷	pong	bang peng
挸	gin gaan	jian
挹	jap	yi
挺	ting	ting
挻	saan sin	shan
挼	no lo	ruo rua
挽	waan maan	wan
挾	hip gaap haap	xie jia
挿	caap	cha
捀	fung	peng
捁	gaau	jiao ku
捂	wu ng m	wu
捃	kwan gwan	jun
捄	kau gau geoi	jiu
捅	tung	tong
捆	kwan	kun
捇	waak cik	huo chi
捈	tou caa syu	tu shu cha
捉	zuk	zhuo
捊	pau	pou fu
捋	lyut	lu luo
捌	baat	ba
捍	hon	han
捎	saau siu	shao
捏	nip lip	nie
捐	gyun	juan
捑	zik sik	ze
捒	cuk	shu song sou
捓	je	ye yu
捔	gok	jue zhuo
捕	bou	bu
捖	gwaat jyun	wan
捗	bou zik pou	bu pu zhi
捘	zyun zeoi zeon	zun
捙	jai	ye
捚	zaai	zhai
捛	leoi	lu
捜	sau	sou
捝	tyut seoi	tuo shui
捞	laau lou	lao
损	syun	sun
捠	bang	bang
捡	gim	jian
换	wun	huan
捣	dou	dao
捤	mei	wei
捥	wun	wan yu
捦	kam	qin
捧	pung bung fung	peng
捨	se	she
捩	lit lai leoi	lie
捪	man	min
捫	mun	men
捬	fu	fu bu
捭	baai	bai
据	geoi	ju
捯	dou	dao
捰	wo	luo wo
捱	ngaai aai	ai
捲	gyun	juan quan
捳	ngok ok	yue
捴	zung	zong
捵	can din tin	chen tian
捶	ceoi	chui
捷	zit cip	jie
捸	teot dat	tu
捹	ban fing fang	ben
捺	naat laat	na
捻	nim nip nan	nian nie
捼	no lo	ruo wei re
捽	zeot cyut zyut	zuo
捾	wut	wo xia
捿	cai	qi
掀	hin	xian
掁	caang	cheng
掂	dim	dian
掃	sou	sao
掄	leon	lun
掅	cing	qing qian
掆	gong	gang
掇	zyut dyut	duo
授	sau	shou
掉	diu deu zaau	diao
掊	pau fau	pou
掋	dai	di
掌	zoeng	zhang
掍	wan gwan	hun
掎	gei	ji
掏	tou	tao
掐	haap nin	qia
掑	kei	qi
排	paai bik paa	pai
掓	suk	shu
掔	haan hin	qian wan
掕	ling lang nang	ling
掖	jik jip jat	ye
掗	aa ngaa	ya
掘	gwat fat gwak	jue
掙	zang zaang	zheng
掚	loeng	liang
掛	gwaa kwaa	gua
掜	ngai nip ai	nie ni yi
掝	waak kwik	huo xu
掞	sim jim	yan shan
掟	deng	zheng ding
掠	loek	lue
採	coi	cai
探	taam	tan
掣	zai cit	che
掤	bing	bing
接	zip	jie
掦	tik	ti
控	hung	kong
推	teoi	tui
掩	jim	yan
措	cou	cuo
掫	zau	zou zhou chou
掬	guk	ju
掭	tim	tian
掮	kin	qian
掯	kang	ken
掰	maak baai mak	bai
掱	paa	pa
掲	kit	jie
掳	lou	lu
掴	gwaak gok gwok	guo guai
掵	ming	ming
掶	zit	jie
掷	zaak	zhi
掸	daan sin	dan shan
掹	mang maan maang	meng
掺	caam cam saam	chan xian can
掻	sou	sao
掼	gwaan	guan
掽	pung baan	peng
掾	jyun	yuan
掿	nok lok	nuo
揀	gaan	jian
揁	zing	zheng keng
揂	zau jau	jiu you
揃	zin	jian
揄	jyu jau jiu	yu
揅	jin	yan
揆	kwai	kui
揇	naam laam	nan
揈	gwang fang fing	hong
揉	jau	rou
揊	bik	pi che
揋	wui	wei
揌	sak	sai zong cai
揍	zau cau	zou
揎	syun	xuan
描	miu	miao
提	tai si	ti di
揑	nip lip	nie
插	caap	cha
揓	ci to	shi
揔	zung	zong song
揕	zam	zhen
揖	jap cap	yi
揗	tan seon tang	xun
揘	wing waang	huang yong
揙	bin pin	bian
揚	joeng	yang
換	wun	huan
揜	jim am	yan
揝	zaan zyut	zan zuan
揞	am ngam	an
揟	seoi zeoi	xu ju
揠	aat ngaat	ya
握	aak ak ngaak	wo
揢	kaa kak kik	ke qia
揣	ceoi cyun caai	chuai tuan zhui
揤	zat zeot	ji
揥	dai tai	di ti
揦	laa	la
揧	laat	la
揨	caang	cheng
揩	haai	kai
揪	zau cau	jiu
揫	zau	jiu
揬	dat	tu
揭	kit hei kai	jie qi
揮	fai	hui
揯	gang	gen
揰	cung	chong dong
揱	siu sok	xiao
揲	sit dip sip	die she ye
揳	sit gaat git	xie
援	wun jyun	yuan
揵	kin gin	jian qian
揶	je	ye
揷	caap	cha
揸	zaa	zha
揹	bui	bei
揺	jiu	yao
揻	wai	wei
揼	dam dap	beng
揽	laam	lan
揾	wan man	wen
揿	gam	qin
搀	caam	chan
搁	gok	ge
搂	lau	lou
搃	zung	zong
搄	gang	gen
搅	gaau	jiao
搆	kau gau	gou
搇	gam kam	qin
搈	jung	rong
搉	kok gok	que
搊	cau cai	chou zou
搋	caai ci	chuai
搌	zin	zhan
損	syun	sun
搎	syun	sun
搏	bok	bo
搐	cuk caau	chu
搑	jung	rong nang
搒	pong bong paang	peng bang
搓	co caa caai	cuo
搔	sou	sao
搕	hap ap ngap	ke e
搖	jiu	yao
搗	dou	dao
搘	zi	zhi
搙	nuk luk	nu nuo nou
搚	lap hip laap	la xie xian
搛	gim lim	jian
搜	sau	sou
搝	hau	qiu
搞	gaau	gao
搟	hin	xian
搠	sok	shuo
搡	song	sang
搢	zeon	jin
搣	mit	mie
搤	ak aak ngaak	e
搥	ceoi	chui
搦	nik nok lik	nuo
搧	sin	shan
搨	taap	ta
搩	git	jie zhe
搪	tong	tang
搫	pun po	pan ban po
搬	bun	ban
搭	daap taap	da
搮	leot	li
搯	tou	tao
搰	wat fat	hu
搱	zi	zhi nai
搲	waa we	wa
搳	waak hat waa	hua
搴	hin gin	qian
搵	wan man	wen
搶	coeng cong	qiang cheng
搷	tin	tian shen
搸	zeon	zhen
搹	ngak ak gaak	e
携	kwai	xie
搻	nik nok lik	na nuo
搼	kyun	quan
搽	caa	cha
搾	zaa	zha
搿	gaap gap	ge
摀	wu ng m	wu
摁	on jan ngon	en
摂	sip	she
摃	gong kong	gang
摄	sip zip lip	she nie
摅	syu	shu
摆	baai bei	bai
摇	jiu	yao
摈	ban	bin
摉	sau	sou
摊	taan	tan
摋	saat	sha sa shai
摌	caan	chan sun
摍	suk	suo
摎	gau lau laau	jiu liu liao
摏	zung	chong
摐	cung coeng	chuang
摑	gwaak gwok gok	guo
摒	bing	bing
摓	fung	feng peng
摔	seot seoi	shuai
摕	dai	di tu zhi
摖	cai	qi ji cha
摗	cuk	sou song
摘	zaak	zhai
摙	lin	lian
摚	tong	cheng
摛	ci lei	chi
摜	gwaan	guan
摝	luk	lu
摞	lo leoi	luo
摟	lau	lou
摠	zung	zong
摡	goi hei	gai xi
摢	wu	hu chu
摣	zaa	zha
摤	coeng	qiang
摥	tong	tang
摦	waa	hua
摧	ceoi	cui
摨	naai zi laai	nai zhi
摩	mo maa	mo ma
摪	zoeng	jiang qiang
摫	kwai	gui
摬	jing	ying
摭	zek	zhi
摮	ngou ou	ao qiao
摯	zi	zhi
摰	jit	nie che
摱	maan	man
摲	saam caam saan	chan can
摳	kau jau	kou
摴	syu	chu
摵	cik sik saak	se mi su
摶	tyun zyun	tuan
摷	ziu caau ciu	jiao chao
摸	mo mok mou	mo
摹	mou	mo
摺	zip zaap	zhe
摻	caam saam cam	chan
摼	hang	keng qian
摽	biu piu	biao
摾	koeng	jiang
摿	jiu	yao
撀	gau	gou
撁	hin	qian
撂	loek liu	liao
撃	gik	ji
撄	jing	ying
撅	kyut gwai gwat	jue
撆	pit	pie
撇	pit	pie
撈	lou laau	lao
撉	dan deon	dun
撊	haan	xian
撋	jyun jeon lo	ruan
撌	gwai	gui
撍	zaan cim	zan zen qian
撎	ji	yi
撏	cam cim	xian
撐	caang jaang zaang	cheng
撑	caang zaang jaang	cheng
撒	saat	sa
撓	naau jaau laau	nao
撔	wang	hong
撕	si sai	si
撖	hon ham	han
撗	gwong gong	heng guang
撘	daap dap	da
撙	zyun	zun
撚	nan lan nim	nian
撛	leon	lin
撜	cing caang dang	cheng zheng
撝	fai	hui wei
撞	zong cong	zhuang
撟	giu	jiao
撠	gik kik	ji
撡	cou	cao
撢	taam daan ngam	dan
撣	daan sin	dan shan
撤	cit	che
撥	but put	bo
撦	ce	che
撧	zyut	jue
撨	siu giu	xiao sou
撩	liu leu	liao
撪	ban	ben
撫	fu	fu
撬	giu hiu kiu	qiao
播	bo	bo
撮	cyut caai	cuo zuo
撯	zoek	zhuo
撰	zaan	zhuan
撱	wai to	wei tuo
撲	pok puk	pu
撳	gam	qin
撴	deon dan	dun
撵	lin	nian
撶	waa	hua
撷	kit git	xie
撸	lou	lu
撹	gaau	jiao
撺	cyun	cuan
撻	taat daat	ta
撼	ham	han
撽	gik haau kiu	qiao yao ji
撾	zaa gwo wo	zhua wo
撿	gim	jian
擀	gon	gan
擁	jung ung	yong
擂	leoi	lei
擃	nong long	nang
擄	lou	lu
擅	sin	shan
擆	zoek	zhuo
擇	zaak	ze zhai
擈	pok	pu
擉	cok cuk zuk	chuo
擊	gik	ji
擋	dong	dang
擌	saak	se
操	cou	cao
擎	king keng	qing
擏	king geng	qing jing
擐	gwaan waan	huan
擑	zip	jie
擒	kam	qin
擓	kwaai	kuai
擔	daam	dan
擕	kwai	xie
擖	kaa gaa gaat	ka
擗	pik bik pek	pi bo
擘	maak baai	bo bai
擙	ngou ou	ao
據	geoi	ju ji
擛	jip	ye
擜	ngaat aat	e
擝	mang	meng
擞	sau	sou
擟	mei	mi
擠	zai	ji
擡	toi	tai
擢	zok cok	zhuo
擣	dou	dao
擤	sang	xing
擥	laam	lan
擦	caat	ca
擧	geoi	ju
擨	je	ye
擩	jyu jau jeoi	ru
擪	jaap aap jip	ye
擫	jip	ye
擬	ji	ni
擭	wok	huo
擮	zit	jie
擯	ban	bin
擰	ning ling	ning
擱	gok	ge
擲	zaak	zhi
擳	zit	zhi jie
擴	kwong kwok gwok	kuo
擵	mo	mo
擶	zin	jian
擷	kit git	xie
擸	laap lip	la lie
擹	taan	tan
擺	baai	bai
擻	sau	sou
擼	lou	lu
擽	lik loek	li luo yue
擾	jiu	rao
擿	tik zek zaak	ti zhai zhi
攀	paan	pan
攁	joeng	yang
攂	leoi	lei
攃	caat saat	ca sa
攄	syu	shu
攅	cyun	zan
攆	lin	nian
攇	hin	xian
攈	kwan	jun pei
攉	fok kok wok	huo
攊	lik nik	li luo
攋	laai	la lai
攌	waan	huan
攍	jing	ying
攎	lou lo	lu luo
攏	lung	long
攐	hin	qian
攑	hin	qian
攒	cyun zaan zyun	zan cuan
攓	hin	qian
攔	laan	lan
攕	cim saam	xian jian
攖	jing	ying
攗	mei kwan	mei
攘	joeng	rang
攙	caam	chan
攚	jing	weng
攛	cyun	cuan
攜	kwai	xie
攝	sip zip nip	she nie
攞	lo lyut	luo
攟	kwan	jun
攠	mei	mi mo
攡	ci lei	chi
攢	cyun zaan zyun	zan cuan zuan
攣	lyun	luan
攤	taan	tan
攥	zaan zyut	zuan
攦	lai	li shai
攧	din dit	dian
攨	waa	wa
攩	dong	dang
攪	gaau	jiao
攫	fok gwok	jue
攬	laam	lan
攭	lai	li luo
攮	nong long	nang
支	zi	zhi
攰	gui gwui	gui
攱	gwai	gui
攲	kei	ji qi yi
攳	cam	xun
攴	pok bok	pu
攵	pok	pu
收	sau	shou
攷	haau	kao
攸	jau	you
改	goi	gai
攺	ji goi	yi
攻	gung	gong
攼	gon hon	gan han
攽	baan ban	ban
放	fong	fang
政	zing	zheng
敀	baak	po
敁	dim	dian
敂	kau	kou
敃	man	min
敄	mou	wu mou
故	gu gwu	gu
敆	hap gap	he
敇	caak	ce
效	haau	xiao
敉	mei mai	mi
敊	cuk	chu shou
敋	gok	ge guo e
敌	dik	di
敍	zeoi	xu
敎	gaau	jiao
敏	man	min
敐	san	chen
救	gau	jiu
敒	san	shen
敓	dyut	duo dui
敔	jyu	yu
敕	cik	chi
敖	ngou ou	ao
敗	baai	bai
敘	zeoi	xu
教	gaau	jiao
敚	dyut	duo dui
敛	lim	lian
敜	nip lip	nie
敝	bai	bi
敞	cong	chang
敟	din	dian
敠	zyut dyut	duo que
敡	ji	yi
敢	gam	gan
散	saan	san
敤	fo	ke
敥	jim gaau	yan
敦	deon deoi diu	dun dui
敧	gei ji	qi yi ji
敨	tau dau	tou
敩	haau hok	xiao xue
敪	zyut	duo que
敫	giu	jiao
敬	ging	jing
敭	joeng	yang
敮	hap	xia
敯	man fan	min
数	sou cuk sok	shu shuo
敱	ngoi oi	ai zhu
敲	haau	qiao
敳	ngoi zuk oi	ai zhu
整	zing	zheng
敵	dik	di
敶	can zan	chen
敷	fu	fu
數	sou sok cuk	shu shuo
敹	liu	liao
敺	keoi au	qu
敻	hing hyun	xiong xuan
敼	ji hei	yi
敽	giu	jiao
敾	sin	shan
敿	giu	jiao
斀	zoek doek zuk	zhuo zhu
斁	jik dou	yi du
斂	lim	lian
斃	bai	bi
斄	lei toi	li tai
斅	haau hok	xiao
斆	haau hok	xiao
文	man	wen
斈	hok	xue
斉	cai	qi
斊	cai	qi
斋	zaai	zhai
斌	ban	bin
斍	gok	jiao
斎	zaai	zhai
斏	loeng	lang
斐	fei	fei
斑	baan	ban
斒	baan	ban
斓	laan	lan
斔	jyu	yu zhong
斕	laan	lan
斖	mei	wei men
斗	dau	dou
斘	sing	sheng
料	liu	liao
斚	gaa	jia
斛	huk fuk hap	hu
斜	ce je	xie
斝	gaa	jia
斞	jyu	yu
斟	zam	zhen
斠	gaau gok	jiao
斡	waat gun wo	wo guan
斢	tau	tou tiao
斣	dau	dou
斤	gan	jin
斥	cik	chi
斦	ngan an	yin zhi
斧	fu	fu
斨	coeng	qiang
斩	zaam	zhan
斪	keoi	qu
斫	zoek doek	zhuo
斬	zaam	zhan
断	dyun tyun	duan
斮	zoek doek	zhuo
斯	si bou	si
新	san	xin
斱	zoek	zhuo
斲	zoek doek	zhuo
斳	kan	qin
斴	leon	lin
斵	zoek doek	zhuo
斶	cuk zuk	chu
斷	tyun dyun	duan
斸	zuk	zhu
方	fong	fang
斺	cin	chan jie
斻	hong	hang
於	jyu wu	wu yu
施	si ji	shi
斾	pui	pei
斿	jau lau	you liu
旀	ji	mei
旁	pong bong	pang bang
旂	kei	qi
旃	zin	zhan
旄	mou	mao
旅	leoi	lu
旆	pui bui	pei
旇	pei	pi bi
旈	lau	liu
旉	fu	fu
旊	fong	fang
旋	syun	xuan
旌	zing sing	jing
旍	zing sing	jing
旎	nei lei	ni
族	zuk cau	zu
旐	siu	zhao
旑	ji	yi
旒	lau	liu
旓	saau	shao
旔	gin	jian
旕	jyu	
旖	ji	yi
旗	kei	qi
旘	ci	zhi
旙	faan	fan
旚	piu	piao
旛	faan	fan
旜	zin	zhan
旝	kui kwui	kuai
旞	seoi	sui
旟	jyu	yu
无	mou mo	wu mo
旡	gei	ji
既	gei	ji
旣	gei	ji
旤	wo	huo
日	jat mik	ri
旦	daan	dan
旧	gau	jiu
旨	zi	zhi
早	zou	zao
旪	hip	xie
旫	tiu	tiao
旬	ceon	xun
旭	juk	xu
旮	kaa go laa	ga
旯	laa lo kaa	la
旰	gon hon	gan han
旱	hon	han
旲	toi jing	tai ying
旳	dik	di
旴	heoi	xu
旵	caam	chan
时	si	shi
旷	kwong kong	kuang
旸	joeng	yang
旹	si	shi
旺	wong	wang
旻	man	min
旼	man	min
旽	tan zan	tun zhun
旾	ceon	chun
旿	ng m	wu
昀	wan	yun
昁	bui	bei
昂	ngong ong	ang
昃	zak	ze
昄	baan	ban
昅	gip	jie
昆	kwan gwan	kun
昇	sing	sheng
昈	wu	hu
昉	fong	fang
昊	hou	hao
昋	gwai	gui
昌	coeng	chang
昍	hyun	xuan
明	ming	ming
昏	fan wan	hun
昐	fan	fen
昑	jam	qin
昒	fat mat	hu
易	ji jik	yi
昔	sik	xi
昕	jan	xin
昖	jyun	yan
昗	zak	ze
昘	fong	fang
昙	taam	tan
昚	san	shen
昛	geoi	ju
昜	joeng	yang
昝	zaan zaam	zan
昞	bing fong	bing
星	sing seng	xing
映	jing joeng	ying
昡	jyun	xuan
昢	pui put	po pei
昣	can	zhen
昤	ling	ling
春	ceon	chun
昦	hou	hao
昧	mui mei	mei
昨	zok	zuo
昩	mut	mo
昪	bin	bian
昫	heoi	xu
昬	fan	hun
昭	ciu ziu	zhao
昮	zung cung	zong
是	si	shi
昰	si haa	shi
昱	juk	yu
昲	fai	fei
昳	dit jat	yi die
昴	maau mau	mao
昵	nik lik	ni
昶	cong coeng	chang
昷	wan	wen
昸	dung	dong
昹	oi ngoi	ai
昺	bing	bing
昻	ngong ong	ang
昼	zau	zhou
昽	lung	long
显	hin	xian
昿	kwong kong	kuang
晀	tiu	tiao
晁	ciu siu	chao
時	si	shi
晃	fong	huang
晄	fong	huang
晅	hyun syun	xuan
晆	kwai	kui
晇	heoi kwaa	xu kua
晈	gaau	jiao
晉	zeon	jin
晊	zat	zhi
晋	zeon	jin
晌	hoeng	shang
晍	tung	tong
晎	hung	hong
晏	aan ngaan	yan
晐	goi	gai
晑	hoeng	xiang
晒	saai	shai
晓	hiu	xiao
晔	jip	ye
晕	wan jan	yun
晖	fai	hui
晗	ham	han
晘	waan	han
晙	zeon	jun
晚	maan aa	wan
晛	jin nin	xian
晜	kwan gwan	kun
晝	zau	zhou
晞	hei	xi
晟	sing	sheng cheng
晠	cou	sheng
晡	bou	bu
晢	zit zai	zhe
晣	zit zai	zhe
晤	ng m	wu
晥	wun	wan
晦	fui	hui
晧	hou	hao
晨	san	chen
晩	maan	wan
晪	long tin	tian
晫	zoek	zhuo
晬	zeoi	zui
晭	zau	zhou
普	pou	pu
景	ging jing	jing ying
晰	sik cik	xi
晱	sim	shan
晲	ngai ai	ni
晳	sik	xi
晴	cing ceng	qing
晵	kai	qi du
晶	zing	jing
晷	gwai	gui
晸	zing	zheng
晹	sik jik	yi
智	zi	zhi
晻	am jim ngam	an yan
晼	jyun wun	wan
晽	lam	lin
晾	long	liang
晿	coeng	cheng
暀	wong	wang
暁	hiu	xiao
暂	zaam	zan
暃	fei	fei
暄	hyun	xuan
暅	hyun gang syun	geng
暆	ji	yi
暇	haa	xia
暈	wan jan	yun
暉	fai	hui
暊	seoi fu	xu
暋	man	min
暌	kwai	kui
暍	hot jit	ye
暎	jing	ying
暏	syu	du shu
暐	wai	wei
暑	syu	shu
暒	cing	qing
暓	mau	mao
暔	naam laam	nan
暕	gaan laan	jian lan
暖	nyun hyun lyun	nuan
暗	am ngam	an
暘	joeng	yang
暙	ceon	chun
暚	jiu	yao
暛	so	suo
暜	pou	pu
暝	ming	ming
暞	giu	jiao
暟	hoi	kai
暠	hou gou	hao
暡	jung	weng
暢	coeng	chang
暣	hei	qi
暤	hou	hao
暥	aan ngaan	yan
暦	lik	li
暧	oi ngoi	ai
暨	kei gei	ji
暩	zai gwai	ji
暪	mun	men
暫	zaam	zan
暬	sit	xie
暭	hou	hao
暮	mou	mu
暯	mok	mu
暰	cung	cong
暱	nik lik	ni
暲	zoeng	zhang
暳	wai	hui
暴	bou bok buk	bao pu
暵	hon	han
暶	syun	xuan
暷	cyun	chuan
暸	liu	liao
暹	cim	xian
暺	taan daan	tan
暻	ging	jing
暼	pit	pie
暽	leon	lin
暾	tan	tun
暿	hei	xi
曀	ai ngai	yi
曁	kei	ji
曂	wong	huang
曃	doi	dai
曄	jip	ye
曅	jip	ye
曆	lik	li
曇	taam	tan
曈	tung	tong
曉	hiu	xiao
曊	fai fei	fei
曋	sam cam	shen
曌	ziu	zhao
曍	hou	hao
曎	jik	yi
曏	hoeng	xiang
曐	sing	xing
曑	sam	shen
曒	giu	jiao
曓	bou	bao
曔	ging	jing
曕	jim	yan
曖	oi ngoi	ai
曗	jip	ye
曘	jyu	ru
曙	cyu syu	shu
曚	mung	meng
曛	fan	xun
曜	jiu	yao
曝	buk bou	pu bao
曞	lai	li
曟	san	chen
曠	kwong kong	kuang
曡	dip daap	die
曢	liu	liao
曣	jin	yan
曤	fok	huo
曥	lou	lu
曦	hei	xi
曧	jung	rong
曨	lung	long
曩	nong long	nang
曪	lo	luo
曫	lyun	luan
曬	saai	shai
曭	tong	tang
曮	jim	yan
曯	zuk	zhu
曰	joek jyut	yue
曱	gaat gat zaat	yue
曲	kuk guk	qu
曳	jai	ye
更	gang gaang ngang	geng
曵	jai	ye
曶	fat mat	hu
曷	hot aat ngaat	he
書	syu	shu
曹	cou	cao
曺	cou	cao
曻	cyun	sheng
曼	maan mun	man
曽	zang	zeng ceng
曾	cang zang	ceng zeng
替	tai	ti
最	zeoi	zui
朁	caam	can qian jian
朂	juk	xu
會	wui kui kwui	hui kuai
朄	jan	yin
朅	kit hot	qie he
朆	fan	fen
朇	pei	bi pi
月	jyut	yue
有	jau	you
朊	jyun gun gwun	ruan
朋	pang paang	peng
朌	fan baan	ban fen
服	fuk	fu
朎	ling	ling
朏	fei	fei ku
朐	keoi	qu xu chun
朑	sai	ti
朒	nuk luk muk	nu
朓	tiu	tiao
朔	sok	shuo
朕	zam	zhen
朖	long	lang
朗	long	lang
朘	zeoi syun zeon	juan zui
朙	ming	ming
朚	fong	huang mang wang
望	mong	wang
朜	tan	tun
朝	ciu ziu zyu	chao zhao
朞	gei	ji
期	kei gei	qi ji
朠	jing	ying
朡	zung	zong
朢	mong	wang
朣	tung	tong chuang
朤	long	lang
朥	lou	lao
朦	mung	meng
朧	lung	long
木	muk	mu
朩	muk	
未	mei	wei
末	mut mo	mo
本	bun	ben
札	zaat aat ngaat	zha
朮	seot	zhu shu
术	seot	shu zhu
朰	zaat	
朱	zyu syu	zhu shu
朲	jan	ren
朳	baat paa	ba
朴	pok po piu	pu po piao
朵	do doe	duo
朶	do doe	duo
朷	dou	dao tiao mu
朸	lak lik	li
朹	kau gwai	gui qiu
机	gei	ji
朻	gau	jiu
朼	pei bei	bi
朽	nau jau lau	xiu
朾	caang ting	cheng
朿	ci	ci
杀	saat saai	sha
杁	jan	ru
杂	zaap	za
权	kyun	quan
杄	cin	qian
杅	jyu	yu wu
杆	gon	gan
杇	wu	wu
杈	caa	cha
杉	caam saam	shan sha
杊	ceon	xun
杋	faan	fan
杌	ngat at	wu
杍	zi	zi
李	lei	li
杏	hang	xing
材	coi	cai
村	cyun	cun
杒	jan	ren er
杓	soek biu zoek	shao biao
杔	tok	tuo zhe
杕	dai	di duo
杖	zoeng	zhang
杗	mong	mang
杘	ci	chi
杙	jik dak	yi
杚	koi gwat	gu gai
杛	gung	gong
杜	dou	du
杝	ji ci zi	yi zhi li
杞	gei hei	qi
束	cuk ci	shu
杠	gong gung lung	gang
条	tiu diu	tiao
杢	gong	jie
杣	min	mian
杤	maan	wan
来	loi lai lei	lai
杦	gau	jiu
杧	mong	mang
杨	joeng	yang
杩	maa	ma
杪	miu	miao
杫	ci	si zhi xi
杬	jyun laam wun	yuan wan
杭	hong	hang
杮	fai ci	bei fei
杯	bui	bei
杰	git	jie
東	dung dong	dong
杲	gou	gao
杳	miu jiu	yao
杴	him hin	xian
杵	cyu	chu
杶	ceon	chun
杷	paa	pa
杸	syu	shu dui
杹	faa	hua
杺	sam	xin
杻	cau nau lau	niu chou
杼	cyu	zhu
杽	cau	chou
松	cung sung	song
板	baan	ban
枀	cung sung	song
极	gik kap	ji
枂	wut	wo yue
枃	zeon	jin
构	kau gau	gou
枅	gai	ji
枆	mou	mao
枇	pei	pi
枈	bei	pi mi
枉	wong	wang
枊	ngong ong	ang
枋	fong	fang bing
枌	fan	fen
枍	jai	yi
枎	fu	fu
枏	naam laam	nan
析	sik cik	xi
枑	wu	hu di
枒	aa ngaa	ya
枓	dau zyu	dou
枔	cam	xin
枕	zam	zhen
枖	jiu	yao
林	lam	lin
枘	jeoi	rui
枙	ngo ak o	e
枚	mui	mei
枛	zaau	zhao
果	gwo gu go	guo
枝	zi kei	zhi qi
枞	cung zung	cong zong
枟	taan wan	yun
枠	zyut	hua
枡	sing	sheng
枢	syu	shu
枣	zou	zao
枤	dai	di duo
枥	lik	li
枦	lou	lu
枧	gaan	jian
枨	caang	cheng
枩	cung	song
枪	coeng caang	qiang
枫	fung	feng
枬	zin	zhan
枭	hiu	xiao
枮	cim zam	xian zhen
枯	fu	ku
枰	ping	ping
枱	toi	tai si
枲	saai sai	xi
枳	zi zat zeot	zhi
枴	gwaai	guai
枵	hiu	xiao
架	gaa	jia
枷	gaa	jia
枸	gau geoi	gou ju
枹	baau fu fau	bao fu
枺	mut	mo
枻	jai ji	yi xie
枼	jip	ye
枽	jip	ye
枾	si	shi
枿	jit jip	nie
柀	bei	bi
柁	to taai	tuo duo
柂	ji to	yi duo li
柃	ling	ling
柄	beng bing bek	bing
柅	nei lei	ni chi
柆	laap	la
柇	wo	he
柈	bun pun	pan ban
柉	faan	fan
柊	dung zung	zhong
柋	doi	dai
柌	ci	ci
柍	joeng	yang ying
柎	fu	fu
柏	paak baak paat	bai bo
某	mau	mou
柑	gam kim	gan
柒	cat	qi
染	jim	ran
柔	jau	rou
柕	mau	mao
柖	siu	shao
柗	cung	song
柘	ze	zhe
柙	haap gaap aat	xia
柚	jau zuk	you
柛	san	shen
柜	geoi gwai gwaai	gui ju
柝	tok	tuo
柞	zok zaa zaak	zha zuo
柟	naam jim laam	nan
柠	ning ling	ning
柡	wing	yong
柢	dai	di chi
柣	dit cit	die zhi
柤	zaa zo	zha zu
查	caa zaa	cha zha
柦	daan	dan
柧	gu gwu	gu
柨	bou	bu pu
柩	gau	jiu
柪	au aau ngau	ao
柫	fat	fu
柬	gaan	jian
柭	baat fat bat	ba fu pei
柮	deot zyut dut	duo zuo wu
柯	o ngo	ke
柰	noi loi	nai
柱	cyu	zhu
柲	bei	bi bie
柳	lau	liu
柴	caai zaai	chai
柵	caak saan zaap	shan
柶	si sei	si
柷	zuk cuk	zhu chu
柸	pui	bei pei
柹	ci si	shi fei
柺	gwaai	guai
査	zaa caa	cha zha
柼	jiu	yao
柽	cing	cheng
柾	gau zing	jiu
柿	ci si	shi
栀	zi	zhi
栁	lau	liu
栂	mui	mei
栃	lai	li
栄	wing	rong
栅	caak saan zaap	shan zha shi
栆	zou	zao
标	biu	biao
栈	zaan	zhan
栉	zit	zhi
栊	lung	long
栋	dung	dong
栌	lou	lu
栍	sang	
栎	lik joek ngok	li yue
栏	laan laam	lan
栐	wing	yong
树	syu	shu
栒	ceon seon	xun
栓	saan	shuan
栔	kai kit	qi qie
栕	san	chen
栖	cai sai	qi xi
栗	leot suk	li
栘	ji	yi
栙	hong	xiang
栚	zam	zhen
栛	lai	li
栜	saak	se
栝	kut gwaa kwut	gua kuo
栞	hon	kan
栟	bing ban ping	bing ben
栠	jam	ren
校	haau gaau	xiao jiao
栢	paak baak	bai
栣	jam	ren
栤	bing	bing
栥	zi	zi
栦	cau	chou
栧	jai	yi xie
栨	ci	ci
栩	heoi	xu
株	zyu	zhu
栫	zin	jian zun
栬	zeoi	zui
栭	ji	er
栮	ji	er
栯	jau juk	you yu
栰	fat	fa
栱	gung	gong
栲	haau	kao
栳	lou	lao
栴	zin	zhan
栵	lai	lie
栶	jan	yin
样	joeng	yang
核	hat wat goi	he hu
根	gan	gen
栺	ngai zi ai	zhi yi
栻	sik cik	shi
格	gaak	ge
栽	zoi	zai
栾	lyun	luan
栿	fuk	fu
桀	git	jie
桁	hang haang hong	heng hang
桂	gwai	gui
桃	tou	tao
桄	gwong kwong waang	guang
桅	wai ngai ai	wei
框	kwaang hong kwaak	kuang
桇	jyu	ru
案	on ngon wun	an
桉	on ngon	an
桊	gyun	juan
桋	ji	yi ti
桌	coek zoek zaau	zhuo
桍	fu	ku
桎	zat	zhi
桏	kung	qiong
桐	tung	tong
桑	song	sang
桒	song	sang
桓	wun	huan
桔	gat git kit	ju jie
桕	kau	jiu
桖	hyut	xue
桗	do	duo
桘	ceoi	chui
桙	jyu	yu mou
桚	zaat	za zan
桛	lung	
桜	jing	ying
桝	git	jie
桞	lau	liu
桟	zaan	zhan
桠	aa ngaa	ya
桡	naau jiu laau	rao nao
桢	zing	zhen
档	dong	dang
桤	hei kei	qi
桥	kiu	qiao
桦	waa	hua
桧	kui kwui	gui hui
桨	zoeng	jiang
桩	zong zung	zhuang
桪	cam	xun
桫	so	suo
桬	saa	sha
桭	san	chen zhen
桮	bui	bei
桯	ting jing	ting ying
桰	kut kwut	gua
桱	ging	jing
桲	but	bo po
桳	ban	ben fan
桴	fu fau	fu
桵	jeoi	rui
桶	tung	tong
桷	gok	jue
桸	hei	xi
桹	long	lang
桺	lau	liu
桻	fung	feng
桼	cat	qi
桽	wan	wen
桾	gwan	jun
桿	gon	gan
梀	saak jan suk	su yin
梁	loeng	liang
梂	kau	qiu
梃	ting	ting
梄	jau	you
梅	mui	mei
梆	bong	bang
梇	lung	long
梈	paang	peng
梉	zong	zhuang
梊	dai	di
梋	hyun	xuan juan xie
梌	tou	tu cha
梍	zou	zao
梎	au ngau	ao you
梏	guk gok	gu
梐	bai	bi
梑	dik	di
梒	ham	han
梓	zi	zi
梔	zi	zhi
梕	jan	ren er
梖	bui	bei
梗	gang gwaang kwaang	geng
梘	gaan	jian
梙	waan	huan
梚	maan	wan
梛	naa no laa	nuo
梜	gaap zit	jia
條	tiu diu	tiao
梞	gei	ji
梟	hiu	xiao
梠	leoi	lu
梡	fun	kuan
梢	saau	shao sao
梣	sam zam	qin chen cen
梤	fan	fen
梥	cung	song
梦	mung	meng
梧	ng m	wu
梨	lei	li
梩	lei	li si qi
梪	dau	dou
梫	caam cam	qin
梬	jing	ying
梭	so	suo
梮	guk	ju
梯	tai	ti
械	haai	xie
梱	kwan	kun
梲	zyut jeoi tyut	zhuo
梳	so	shu
梴	cin	chan yan
梵	faan	fan
梶	mei	wei
梷	zing	jing
梸	lei	li
梹	ban	bin bing
梺	haa	xia
梻	fat	fo
梼	tou	tao chou dao
梽	zi	zhi
梾	loi	lai
梿	lin	lian
检	gim	jian
棁	zyut tyut jeoi	zhuo
棂	ling	ling
棃	lei	li
棄	hei he	qi
棅	bing beng	bing
棆	leon	lun
棇	sung cung	cong song
棈	sin	qian
棉	min	mian
棊	kei	qi
棋	kei	qi
棌	coi	cai
棍	gwan	gun hun
棎	sim	chan
棏	dak	de zhe
棐	fei	fei
棑	paai	pai bei pei
棒	paang	bang
棓	paang bui pau	bang pou bei
棔	fan	hun
棕	zung	zong
棖	caang	cheng
棗	zou	zao
棘	gik kik	ji
棙	lai lit	li lie
棚	paang	peng
棛	juk	yu
棜	jyu	yu
棝	gu gwu	gu
棞	gwan wan	jun
棟	dung	dong
棠	tong	tang
棡	gong	gang
棢	mong	wang
棣	dai	di dai ti
棤	co coek sik	cuo
棥	faan	fan
棦	caang zaang zang	cheng
棧	zaan	zhan
棨	kai	qi
棩	jyun	yuan
棪	jim	yan
棫	wik	yu
棬	hyun gyun	quan juan
棭	jik	yi
森	sam	sen
棯	nim nin lim	ren shen
棰	ceoi zeoi	chui
棱	ling lang	leng ling
棲	cai sai	qi
棳	zyut	zhuo
棴	fuk suk	fu su
棵	fo po	ke
棶	loi	lai
棷	zau sau	zou sou
棸	zau	zou
棹	zaau coek zoek	zhao zhuo
棺	gun gwun	guan
棻	fan	fen
棼	fan	fen
棽	cam sam	chen shen
棾	king	qing
棿	ngai ai	ni
椀	wun	wan
椁	gwok gok	guo
椂	luk	lu
椃	hou	hao
椄	zip	jie qie
椅	ji	yi
椆	cau diu zau	chou zhou diao
椇	geoi	ju
椈	guk	ju
椉	sing	sheng cheng
椊	zyut cyut	zu cui
椋	loeng	liang
椌	hong	qiang kong
植	zik	zhi
椎	zeoi ceoi	zhui chui
椏	aa ngaa	ya
椐	geoi	ju
椑	pei bei pik	bei pi
椒	ziu	jiao
椓	doek	zhuo
椔	zi	zi
椕	ban	bin
椖	paang	peng
椗	ding	ding
椘	co	chu
椙	coeng	chang
椚	haan	men
椛	waa	hua
検	gim	jian
椝	kwai	gui
椞	sap	xi
椟	duk	du
椠	cim	qian
椡	dou	dao
椢	gui gwui kui	gui
椣	din	dian
椤	lo	luo
椥	zi	zhi
椦	hyun	quan juan
椧	ming	
椨	fu	fu
椩	gang	geng
椪	pung	peng
椫	sin zin	shan
椬	ji	yi
椭	to	tuo
椮	sam	sen
椯	do cyun syun	duo chuan
椰	je	ye
椱	fuk	fu
椲	wai fai	wei hui
椳	wui	wei
椴	dyun	duan
椵	gaa	jia
椶	zung	zong
椷	gaam zin haam	han jian
椸	ji	yi
椹	zam sam	shen zhen
椺	hat	xi
椻	jin	yan ya
椼	jin	yan
椽	cyun jyun	chuan
椾	zin	jian
椿	ceon	chun
楀	jyu	yu
楁	haak hat	he
楂	zaa caa	zha cha
楃	ak ngak	wo
楄	pin	pian
楅	bik	bi
楆	jiu	yao
楇	gwo go	guo kua
楈	seoi	xu
楉	joek	ruo
楊	joeng	yang
楋	lip laat	la
楌	ngaan aan	yan
楍	bun	ben
楎	wan fai	hui
楏	fui kwai	kui
楐	gaai	jie
楑	kwai	kui
楒	si	si
楓	fung	feng
楔	sit	xie
楕	to	tuo
楖	zit zat zik	ji zhi
楗	gin	jian
楘	mou muk	mu
楙	mau	mao
楚	co	chu
楛	fu wu	ku hu
楜	wu	hu
楝	lin	lian
楞	ling	leng
楟	ting	ting
楠	naam laam	nan
楡	jyu	yu
楢	jau	you
楣	mei	mei
楤	sung	song cong
楥	jyun hyun	yuan xuan
楦	hyun	xuan
楧	joeng	yang ying
楨	zing	zhen
楩	pin	pian
楪	dip jip	die ye
楫	zip	ji
楬	git hap hat	jie
業	jip	ye
楮	cyu	chu
楯	seon teon ceon	dun shun
楰	jyu	yu
楱	cau	cou zou
楲	wai	wei
楳	mui	mei
楴	tai dai sai	di shi
極	gik	ji
楶	zit	jie
楷	kaai gaai	kai jie
楸	cau	qiu
楹	jing	ying
楺	jau	rou
楻	hang wong	huang
楼	lau	lou
楽	lok	le yue
楾	cyun	quan
楿	hoeng	xiang
榀	ban	pin
榁	sat	shi
概	koi goi	gai
榃	dam taan tam	tan
榄	laam	lan
榅	wat wan	wen yun
榆	jyu	yu
榇	can	chen
榈	leoi	lu
榉	geoi	ju
榊	san	shen
榋	song	chu
榌	fei	bi pi
榍	sit	xie
榎	gaa	jia
榏	jik	yi
榐	zin cin nin	zhan nian zhen
榑	fu	fu bo
榒	nik lik	nuo
榓	mat	mi
榔	long	lang
榕	jung	rong
榖	guk	gu
榗	zin zeon	jian jin
榘	geoi	ju
榙	daap hap	ta
榚	jiu	yao
榛	zeon	zhen
榜	bong pong pang	bang
榝	saat	sha xie
榞	jyun	yuan
榟	zi	zi
榠	ming	ming
榡	sou	su
榢	gaa	jia
榣	jiu	yao
榤	git	jie
榥	fong	huang
榦	gon hon	gan
榧	fei	fei
榨	zaa	zha
榩	kin	qian
榪	maa	ma
榫	seon	sun
榬	jyun	yuan
榭	ze	xie
榮	wing	rong
榯	si	shi
榰	zi	zhi
榱	ceoi seoi	cui
榲	wat wan	wen
榳	ting	ting
榴	lau	liu
榵	jung	rong
榶	tong	tang
榷	kok gok	que
榸	zaai	zhai
榹	si	si
榺	sing	sheng
榻	taap	ta
榼	hap	ke
榽	hai haai	xi
榾	gwat gat	gu
榿	hei kei	qi
槀	gou	gao
槁	gou	gao
槂	syun san	sun
槃	pun	pan
槄	tou	tao
槅	gaak hat	ge
槆	ceon seon	chun
槇	din	dian
槈	nau lau	nou
槉	zat	ji
槊	sok	shuo
構	kau gau	gou
槌	ceoi	chui
槍	coeng caang	qiang
槎	caa	cha
槏	haam lim	qian lian xian
槐	waai	huai
槑	mui	mei
槒	cuk	xu
槓	gong gung lung	gang
槔	gou	gao
槕	coek zoek	zhuo
槖	tok	tuo
槗	kiu	qiao
様	joeng	yang
槙	din can zan	dian zhen
槚	gaa	jia
槛	laam haam kaam	kan jian
槜	zeoi	zui
槝	dou	dao
槞	lung	long
槟	ban bing	bin bing
槠	zyu	zhu
槡	song	sang
槢	zaap	xi die
槣	gei	ji gui
槤	lin	lian
槥	seoi wai	hui
槦	jung	rong yong
槧	cim	qian
槨	gwok gok	guo
槩	koi	gai
槪	koi	gai
槫	tyun	tuan shuan quan
槬	waa	hua
槭	cik zuk saak	qi se
槮	sam	sen
槯	ceoi	cui zhi
槰	bung	peng
槱	jau	you chao
槲	huk	hu
槳	zoeng	jiang
槴	wu	hu
槵	waan	huan
槶	gui kui gwui	gui
槷	jit sit lip	nie
槸	ngai ai	yi
槹	gou	gao
槺	hong	kang
槻	kwai	gui
槼	kwai	gui
槽	cou	cao
槾	maan	man wan
槿	gan	jin
樀	dik	di
樁	zong zung	zhuang
樂	lok ngok ngaau	le yue yao
樃	long	lang
樄	can	chen
樅	cung zung	cong zong
樆	lei ci	li chi
樇	sau	xiu
樈	king	qing
樉	song	shang
樊	faan	fan
樋	tung	tong
樌	gun gwun	guan
樍	zik zaak	ze
樎	suk	su
樏	leoi	lei
樐	lou	lu
樑	loeng	liang
樒	mat	mi
樓	lau	lou
樔	caau ziu	chao jiao
樕	cuk	su
樖	po	ke
樗	syu	chu
樘	tong	cheng tang
標	biu	biao
樚	luk	lu
樛	gau kau	jiu liao
樜	ze	zhe
樝	zaa caa	zha
樞	syu	shu
樟	zoeng	zhang
樠	mun	man
模	mou	mo mu
樢	niu liu	niao mu
樣	joeng	yang
樤	tiu	tiao
樥	pung	peng
樦	cyu	zhu
樧	saat	sha xie
樨	sai	xi
権	kyun	quan
横	waang gwong kei	heng
樫	gin	jian
樬	sung	cong
樭	kei	ji
樮	jim	yan
樯	coeng	qiang
樰	syut	xue
樱	jing	ying
樲	ji	er
樳	cam	xun
樴	zik dak	zhi
樵	ciu	qiao
樶	zeoi	zui
樷	cung	cong
樸	pok buk	pu
樹	syu	shu
樺	waa	hua
樻	gwai	gui
樼	zeon	zhen
樽	zeon	zun
樾	jyut	yue
樿	sin zin	shan
橀	hei hoi	xi
橁	ceon	chun
橂	din	dian
橃	fat	fa fei
橄	gaam gam	gan
橅	mou	mo
橆	mou	wu
橇	hiu ceoi zyut	qiao
橈	naau jiu ling	rao nao
橉	leon	lin
橊	lau	liu
橋	kiu	qiao
橌	haan	xian
橍	jeon	run
橎	faan	fan
橏	zin gin	zhan jian
橐	tok lok	tuo
橑	lou liu	liao
橒	wan	yun
橓	seon	shun
橔	deon	tui dun
橕	caang	cheng
橖	tong	tang cheng
橗	mang	meng
橘	gwat gat	ju
橙	caang dang	cheng
橚	suk siu	su qiu
橛	gyut kyut	jue
橜	kyut gyut	jue
橝	taam	tan dian
橞	wai	hui
機	gei	ji
橠	no lo	nuo
橡	zoeng	xiang
橢	to	tuo
橣	ning ling	ning
橤	jeoi	rui
橥	zyu	zhu
橦	tung cong	tong chuang
橧	zang	zeng ceng
橨	fan	fen fei
橩	king	qiong
橪	jim jin	ran yan
橫	waang gwong kei	heng
橬	cim	qian
橭	gu fu gwu	gu
橮	lau	liu
橯	lou	lao
橰	gou	gao
橱	cyu ceoi	chu
橲	hei	xi
橳	sing	sheng
橴	zi	zi
橵	saan	zan
橶	gik	ji
橷	dau	dou
橸	zing	jing
橹	lou	lu
橺	gaan	xian
橻	cau	cu chu
橼	jyun	yuan
橽	taat	ta
橾	syu ciu sou	shu qiao
橿	goeng	jiang
檀	taan	tan
檁	lam	lin
檂	nung lung	nong
檃	jan	yin
檄	hat	xi
檅	seoi wai	hui
檆	caam	shan
檇	zeoi kwai	zui
檈	syun	xuan
檉	cing	cheng
檊	gon	gan
檋	guk	ju
檌	seoi zeoi	zui
檍	jik	yi
檎	kam	qin
檏	pok	pu
檐	sim jam jim	yan
檑	leoi	lei
檒	fung	feng
檓	wai	hui
檔	dong	dang
檕	hai	ji
檖	seoi	sui
檗	paak baak	bo
檘	ping	ping bo
檙	caang	cheng
檚	co	chu
檛	zaa	zhua
檜	kui kwui	gui hui
檝	zip	ji
檞	gaai haai	jie
檟	gaa	jia
檠	king	qing
檡	sik tou zaak	zhai shi tu
檢	gim	jian
檣	coeng	qiang
檤	dou	dao
檥	ngai ai	yi
檦	biu	biao
檧	sung	song
檨	ce	she
檩	lam	lin
檪	lik	li
檫	caat	cha
檬	mung	meng
檭	ngan an	yin
檮	tou	tao
檯	toi	tai
檰	min	mian
檱	kei	qi
檲	tyun	tuan
檳	ban bing	bin bing
檴	wok	huo
檵	gai	ji
檶	him	qian lian
檷	nai lai nei	ni mi
檸	ning ling	ning
檹	ji	yi
檺	gou	gao
檻	laam haam kaam	jian kan
檼	jan	yin
檽	nau lau	nou ruan ru
檾	king gwing	qing
檿	jim	yan
櫀	kei	qi
櫁	mat	mi
櫂	zaau	zhao
櫃	gwai geoi gwaai	gui
櫄	ceon	chun
櫅	zai	ji
櫆	fui	kui
櫇	po	po
櫈	dang	deng
櫉	ceoi	chu
櫊	gok	ge
櫋	min	mian
櫌	jau	you
櫍	zat	zhi
櫎	fong	huang guo gu
櫏	cin	qian
櫐	leoi	lei
櫑	leoi	lei
櫒	saat	sa
櫓	lou	lu
櫔	lai	li
櫕	cyun	cuan
櫖	leoi	lu chu
櫗	mit	mie mei
櫘	seoi	hui
櫙	au ngau	ou
櫚	leoi	lu
櫛	zit	zhi
櫜	gou	gao
櫝	duk	du
櫞	jyun	yuan
櫟	lik joek ngok	li yue
櫠	fai	fei
櫡	zoek zyu	zhu zhuo
櫢	sau	sou
櫣	lin	lian
櫤	zin	jiang
櫥	cyu ceoi	chu
櫦	hing	qing
櫧	zyu	zhu
櫨	lou	lu
櫩	jim	yan
櫪	lik	li
櫫	zyu	zhu
櫬	can	chen
櫭	git	jue ji
櫮	ngok ok	e
櫯	sou	su
櫰	waai	huai gui
櫱	jit baak paak	nie
櫲	jyu	yu
櫳	lung	long
櫴	laai	la lai
櫵	ciu	qiao
櫶	hin	xian
櫷	gwai	gui
櫸	geoi	ju
櫹	suk siu	xiao
櫺	ling	ling
櫻	jing	ying
櫼	cim zim	jian
櫽	jan	yin
櫾	jau	you
櫿	jing	ying
欀	soeng	xiang
欁	nung lung	nong
欂	bok	bo
欃	caam	chan zhan
欄	laan laam	lan
欅	geoi	ju
欆	soeng	shuang
欇	sip	she
欈	wai zeoi	wei zui
欉	cung	cong
權	kyun	quan
欋	keoi	qu
欌	cong	cang
欍	kau	jiu
欎	wat	yu
欏	lo	luo
欐	lai	li
欑	cyun	cuan
欒	lyun	luan
欓	dong	dang
欔	fok	qu
欕	jim	yan
欖	laam	lan
欗	laan	lan
欘	zuk	zhu
欙	leoi	lei
欚	lai	li
欛	baa	ba
欜	nong long	nang
欝	wat	yu
欞	ling	ling
欟	gun gwun	guan
欠	him	qian
次	ci zi	ci
欢	fun	huan
欣	jan	xin
欤	jyu	yu
欥	him jat jyut	yu yi
欦	him	qian xian
欧	au ngau	ou
欨	heoi	xu
欩	ciu	chao
欪	ceot	chu qu xi
欫	kik	qi
欬	kat haai koi	kai ai
欭	ji jan	yi yin
欮	kyut	jue
欯	hat koi	xi kai
欰	seot	xu
欱	hot hap	he
欲	juk	yu
欳	wai faai	kuai
欴	long	lang
欵	fun	kuan
欶	sok cuk	shuo sou
欷	hei	xi
欸	ei oi aai	ai ei
欹	ji kei	qi yi
欺	hei	qi
欻	fat caa cuk	chua xu
欼	zyut ci	chi chuai
欽	jam	qin
款	fun	kuan
欿	ham daam	kan qian
歀	fun	kuan
歁	ham	kan ke
歂	cyun syun	chuan
歃	saap sip	sha
歄	gwaa	gua
歅	jan	yin yan
歆	jam	xin
歇	hit kit	xie
歈	jyu	yu
歉	hip him	qian
歊	hiu	xiao
歋	ji je	ye
歌	go	ge
歍	wu	wu
歎	taan	tan
歏	gan	jin qun
歐	au ngau	ou
歑	fu	hu
歒	tik	ti
歓	fun	huan
歔	heoi	xu
歕	pan fan	pen
歖	hei	xi
歗	siu	xiao
歘	fat caat	xu chua
歙	kap hap jap	xi she
歚	sin	shan
歛	lim	lian han
歜	cuk	chu
歝	jik	yi
歞	ngap ap	e
歟	jyu	yu
歠	zyut cyut	chuo
歡	fun	huan
止	zi	zhi
正	zing zeng	zheng
此	ci	ci
步	bou fau	bu
武	mou	wu
歧	kei	qi
歨	bou	bu
歩	bou	bu
歪	waai me	wai
歫	keoi geoi	ju
歬	cin	qian
歭	ci zi	zhi chi
歮	gip	se
歯	ci	chi
歰	sap saap	se sha
歱	zung dung	zhong
歲	seoi	sui
歳	seoi	sui
歴	lik	li
歵	zaak	ze
歶	jyu	yu
歷	lik	li
歸	gwai kwai	gui
歹	daai aat ngaat	dai
歺	aat ngaat	e
死	sei si	si
歼	cim	jian
歽	zit	zhe
歾	mut man	wen mo
歿	mut	mo
殀	jiu laai	yao
殁	mut	mo
殂	cou	cu
殃	joeng	yang
殄	tin tim	tian
殅	sang	sheng
殆	toi doi	dai
殇	soeng	shang
殈	gwik	xu
殉	seon	xun
殊	syu	shu
残	caan caang	can
殌	kyut	jing
殍	piu fu	piao
殎	haap hap	qia
殏	kau	qiu
殐	suk	su
殑	king cing ging	qing jing
殒	wan	yun
殓	lim	lian
殔	ji	yi
殕	fau ak fu	fou bo
殖	zik	zhi shi
殗	jip	ye yan
殘	caan caang	can
殙	fan	hun mei
殚	daan	dan
殛	gik	ji
殜	jip dip	die
殝	zeon	zhen
殞	wan	yun
殟	wan	wen
殠	cau	chou
殡	ban	bin
殢	tai	ti
殣	gan	jin
殤	soeng	shang
殥	jan	yin
殦	diu	chi
殧	zau zuk	jiu
殨	kui kwui	kui hui
殩	cyun	cuan
殪	ji ai	yi
殫	daan	dan
殬	dou	du
殭	goeng	jiang
殮	lim	lian
殯	ban	bin
殰	duk	du
殱	cim	jian
殲	cim	jian
殳	syu	shu
殴	au ngau	ou
段	dyun	duan
殶	zyu	zhu
殷	jan aan jin	yin yan
殸	hing	qing keng sheng
殹	ai ngai	yi
殺	saat saai	sha
殻	hok	qiao
殼	hok	ke qiao
殽	ngaau haau aau	yao xiao
殾	seon	xun
殿	din	dian
毀	wai	hui
毁	wai	hui
毂	guk gu gwu	gu
毃	kok haau	qiao
毄	gik hek	ji
毅	ngai ai	yi
毆	au ngau	ou
毇	wai	hui
毈	dyun	duan
毉	ji	yi
毊	hiu kiu	xiao
毋	mou	wu
毌	gun gwun	guan wan
母	mou mau	mu
毎	mui	mei
每	mui	mei
毐	oi aai ngoi	ai
毑	ze	jie
毒	duk dou doi	du dai
毓	juk	yu
比	bei pei	bi
毕	bat	bi
毖	bei	bi
毗	pei bei	pi
毘	pei bei	pi
毙	bai	bi
毚	caam	chan
毛	mou	mao
毜	hou	hao
毝	coi	cai
毞	bei pei	bi
毟	siu	lie
毠	gaa	jia
毡	zin	zhan
毢	soi	sai
毣	muk	mu
毤	teoi to	tuo
毥	seon	xun
毦	nei ji lei	er
毧	jung	rong
毨	sin	xian
毩	guk	ju
毪	mou mau	mu
毫	hou	hao
毬	kau	qiu
毭	dau	dou nuo
毮	caau	sha
毯	taan taam	tan
毰	pui	pei
毱	guk	ju
毲	zyut	duo
毳	ceoi zyut	cui
毴	bei	bi
毵	saam	san
毶	saam	san
毷	mou	mao
毸	soi seoi	sai sui
毹	syu jyu	shu
毺	syu jyu	shu
毻	teoi to	tuo
毼	hot	he
毽	jin gin	jian
毾	taap	ta
毿	saam	san
氀	leoi	lu
氁	mou	mu
氂	mou lei	mao
氃	tung	tong
氄	jung	rong
氅	cong	chang
氆	pou	pu
氇	lou	lu
氈	zin	zhan
氉	cou sou	sao
氊	zin	zhan
氋	mung	meng
氌	lou	lu
氍	keoi	qu
氎	dip	die
氏	si zi	shi zhi
氐	dai	di
民	man	min
氒	kyut	jue
氓	man mong maang	mang meng
气	hei he	qi
氕	pit	pie
氖	naai laai	nai
気	hei	qi
氘	dou	dao
氙	sin saan	xian
氚	cyun	chuan
氛	fan	fen
氜	joeng	yang ri
氝	noi loi	nei
氞	bing	nei
氟	fat	fu
氠	san	shen
氡	dung	dong
氢	hing	qing
氣	hei he	qi
氤	jan	yin
氥	sai	xi
氦	hoi	hai
氧	joeng	yang
氨	on ngon	an
氩	aa ngaa	ya
氪	hak	ke
氫	hing	qing
氬	aa ngaa	ya
氭	dung	dong
氮	daam	dan
氯	luk	lu
氰	cing	qing
氱	joeng	yang
氲	wan	yun
氳	wan	yun
水	seoi	shui
氵	seoi	shui
氶	cing zing sing	zheng cheng
氷	bing	bing
永	wing	yong
氹	tam dam	dang
氺	seoi	shui
氻	lak	le
氼	nik lik mei	ni
氽	dan cyun tan	tun
氾	faan	fan
氿	gwai gau	gui jiu
汀	ting ding	ting
汁	zap	zhi
求	kau	qiu
汃	ban paak paat	bin pa
汄	zak	ze
汅	min	mian
汆	cyun tan mei	cuan
汇	wui wai leoi	hui
汈	diu	diao
汉	hon	han
汊	caa	cha
汋	joek coek zoek	zhuo que
汌	cyun zyun	chuan
汍	jyun	wan
汎	faan	fan
汏	daai taai	da tai
汐	zik	xi
汑	tok	tuo
汒	mong	mang
汓	cau	qiu
汔	ngat hat at	qi
汕	saan	shan
汖	pan	pin
汗	hon	han
汘	cim	qian
汙	wu waa	wu
汚	wu	wu
汛	seon	xun
汜	ci	si
汝	jyu	ru
汞	hung gung	gong
江	gong	jiang
池	ci to	chi
污	wu waa	wu
汢	tou	tu
汣	gwai	jiu
汤	tong soeng joeng	tang shang
汥	zi kei	zhi ji
汦	zi	zhi
汧	hin	qian
汨	mik	mi
汩	gwat wat	gu
汪	wong	wang
汫	zeng	jing
汬	zing	jing
汭	jeoi	rui
汮	gwan	jun
汯	wang	hong
汰	taai	tai
汱	gyun	tai
汲	kap	ji
汳	bin	bian
汴	bin	bian
汵	gam	gan han cen
汶	man	wen men
汷	zung	zhong
汸	fong pong	fang pang
汹	hung	xiong
決	kyut hyut	jue
汻	wu fu gon	hu huang
汼	ngau au	niu you
汽	hei	qi
汾	fan	fen
汿	zeoi	xu
沀	zeoi	xu
沁	sam	qin
沂	ji an ngan	yi
沃	juk	wo
沄	wan	yun
沅	jyun	yuan
沆	hong	hang
沇	jin	yan
沈	sam zam cam	shen chen
沉	cam zam	chen
沊	dam	dan
沋	jau	you
沌	deon cyun dan	dun zhuan
沍	wu	hu
沎	fo	huo
沏	cai keoi cit	qi
沐	muk	mu
沑	nuk luk	nu niu
沒	mut mei	mei mo
沓	daap	ta da
沔	min	mian
沕	mat	mi wu
沖	cung	chong
沗	tim	hong pang
沘	bei	bi
沙	saa	sha
沚	zi	zhi
沛	pui	pei
沜	pun	pan
沝	zeoi ceoi	zhui zi
沞	zaap	za
沟	kau gau	gou
沠	paai	pai
没	mut mei	mei mo
沢	zaak	ze
沣	fung	feng
沤	au ngau	ou
沥	lik lek laap	li
沦	leon	lun
沧	cong	cang
沨	fung	feng
沩	gwai	wei
沪	wu	hu
沫	mut	mo
沬	mui mei	mei
沭	seot	shu
沮	zeoi ceoi	ju
沯	zaat	za
沰	tok	tuo duo
沱	to	tuo
沲	to	duo tuo
河	ho	he
沴	leoi lai	li
沵	leoi mei nei	mi li
沶	ji ci si	yi chi
沷	faat fat	fa
沸	fai fat	fei
油	jau	you
沺	tin	tian
治	zi ci	zhi
沼	ziu	zhao
沽	gu gwu	gu
沾	zim tip	zhan
沿	jyun	yan
泀	si	si
況	fong	kuang
泂	gwing	jiong
泃	keoi gau geoi	ju
泄	sit jai	xie yi
泅	cau jau	qiu
泆	jat	yi die
泇	gaa	jia
泈	zung	zhong
泉	cyun	quan
泊	paak baak bok	bo po
泋	wai	hui
泌	bei bat bai	mi bi
泍	ban	ben
泎	zaak	ze
泏	zeot fat zyut	chu she
泐	lak laak	le
泑	jau	you ao
泒	gu gwu	gu
泓	wang	hong
泔	gam	gan
法	faat fat	fa
泖	maau	mao
泗	si sei	si
泘	fu	hu
泙	paang ping	peng ping
泚	ci cai	ci
泛	faan fung	fan
泜	ci zi	zhi
泝	sou	su
泞	ning ling	ning
泟	zaa	cheng
泠	ling	ling
泡	paau pou pok	pao
波	bo	bo
泣	jap jaap	qi
泤	ci	si
泥	nai nei lai	ni
泦	guk	ju
泧	kut jyut wut	yue sa
注	zyu	zhu
泩	sang	sheng
泪	leoi lai	lei
泫	jyun	xuan
泬	kyut hyut jyut	jue xue
泭	fu	fu
泮	pun bun	pan
泯	man	min
泰	taai	tai
泱	joeng ong	yang
泲	zai zi	ji
泳	wing	yong
泴	gun gwun	guan
泵	bam	beng
泶	hok laau	xue
泷	lung soeng long	long shuang
泸	lou	lu
泹	daan	dan
泺	lok lik bok	luo po
泻	se	xie
泼	put but	po
泽	zaak sik	ze shi
泾	ging	jing
泿	ngan an	yin
洀	zau pun	pan
洁	git	jie
洂	jik	ye
洃	fui	hui
洄	wui	hui
洅	zoi	zai
洆	sing	cheng
洇	jan	yin
洈	ngai gwai ai	wei
洉	hau	hou
洊	zin	jian
洋	joeng	yang
洌	lit	lie
洍	ci ji	si
洎	gei kei	ji
洏	ji	er
洐	hang	xing
洑	fuk fu	fu
洒	sai ceoi saa	sa xi
洓	saak	se qi zi
洔	zi	zhi
洕	jan	yin
洖	ng m	wu
洗	sai sin	xi xian
洘	haau	kao
洙	zyu syu	zhu
洚	gong hong hung	jiang
洛	lok	luo
洜	lok	luo
洝	on aan aat	an yan e
洞	dung tung	dong tong
洟	ji tai	yi
洠	mau maau	si
洡	leoi	lei
洢	ji	yi
洣	mai	mi
洤	cyun	quan
津	zeon	jin
洦	paak	po
洧	fui wai	wei
洨	ngaau haau aau	xiao
洩	sit jai	xie
洪	hung	hong
洫	gwik kwik	xu
洬	suk sok	shuo su
洭	hong	kuang
洮	tou jiu	tao
洯	kit git	qie jie
洰	keoi geoi	ju
洱	nei ji lei	er
洲	zau	zhou
洳	jyu	ru
洴	ping paang	ping
洵	seon hyun	xun
洶	hung	xiong
洷	zat dit zi	zhi
洸	gwong gong	guang
洹	wun jyun	huan
洺	ming	ming
活	wut kut gut	huo
洼	gwai waa	wa
洽	hap ap haap	qia
派	paai	pai
洿	wu	wu
浀	kuk	qu
流	lau	liu
浂	gun jat gwun	yi
浃	zip gaap	jia
浄	zing zeng	jing
浅	cin zin	qian jian
浆	zoeng	jiang
浇	hiu giu ngou	jiao
浈	zing	zhen
浉	si	shi
浊	zuk	zhuo
测	cak caak	ce
浌	fat	fa
浍	kui kwui	hui kuai
济	zai	ji
浏	lau	liu
浐	caan	chan
浑	wan gwan	hun
浒	wu heoi fu	hu xu
浓	nung lung jung	nong
浔	cam	xun
浕	zeon	jin
浖	lyut	lie
浗	kau	qiu
浘	mei	wei
浙	zit	zhe
浚	zeon seon	jun xun
浛	ham	han
浜	bong ban	bang
浝	mong	mang
浞	zuk zok	zhuo
浟	jau dik	you
浠	hei	xi
浡	but	bo
浢	dau	dou
浣	wun	huan
浤	wang	hong
浥	jap aap ngap	yi
浦	pou	pu
浧	wun cing jing	ying cheng
浨	lam	lan
浩	hou	hao
浪	long	lang
浫	hon	han
浬	lei	li
浭	gang gaang	geng
浮	fau pou	fu
浯	ng m	wu
浰	lin lei	lian li
浱	seon	chun
浲	fung	feng hong
浳	jik	yi
浴	juk	yu
浵	tung	tong
浶	lou	lao
海	hoi	hai
浸	zam cam	jin
浹	zip gaap	jia
浺	cung	chong
浻	gwing	jiong
浼	mui	mei
浽	seoi neoi	sui nei
浾	zaa	cheng
浿	bui	pei
涀	jin gaan gin	xian
涁	sam	shen
涂	tou ceoi caa	tu
涃	kwan	kun
涄	ping	ping
涅	nip lip	nie
涆	hon	han
涇	ging	jing
消	siu	xiao
涉	sip dip	she
涊	nin nan lin	nian
涋	teot tuk	tu
涌	cung jung	yong chong
涍	haau	xiao
涎	jin	xian
涏	ting	ting
涐	ngo o	e
涑	cuk suk	su
涒	tan	tun yun
涓	gyun	juan
涔	sam	cen
涕	tai	ti
涖	lei	li
涗	seoi	shui
涘	zi	si
涙	leoi	lei
涚	seoi	shui
涛	tou	tao
涜	duk	du
涝	lou	lao
涞	loi	lai
涟	lin	lian
涠	wai	wei
涡	wo go gwo	wo guo
涢	wan	yun
涣	wun	huan
涤	dik	di
涥	hang	heng
润	jeon	run
涧	gaan	jian
涨	zoeng	zhang
涩	gip sap sik	se
涪	fau	fu
涫	gun gwun	guan
涬	hang	xing
涭	sau	shou tao
涮	saan hyun syun	shuan
涯	ngaai ji aai	ya
涰	zyut	chuo
涱	zoeng	zhang
液	jik jat	ye
涳	hung	kong nang
涴	wo jyun	wo wan yuan
涵	haam	han
涶	to	tuo
涷	dung	dong
涸	kok hok	he
涹	wo	wo
涺	geoi	ju
涻	se	she
涼	loeng	liang
涽	fan	hun
涾	taap daap	ta
涿	doek duk	zhuo
淀	din	dian
淁	cip	qie ji
淂	dak	de
淃	gyun	juan
淄	zi	zi
淅	sik	xi
淆	ngaau aau	xiao
淇	kei	qi
淈	gwat	gu
淉	gwo go gun	guo guan
淊	jim ham	yan
淋	lam nam	lin
淌	tong	tang chang
淍	zau	zhou
淎	fung	peng
淏	hou	hao
淐	coeng	chang
淑	suk	shu
淒	cai	qi
淓	fong	fang
淔	zik cik	zhi
淕	luk	lu
淖	naau coek zoek	nao chuo zhuo
淗	guk	ju
淘	tou	tao
淙	cung zung	cong
淚	leoi lai	lei
淛	zit	zhe
淜	pang paang ping	peng ping
淝	fei fai fe	fei
淞	sung	song
淟	tin	tian
淠	pei pui	pi pei
淡	daam taam jim	dan
淢	wik gwik kwik	yu xu
淣	ngai ngaai ai	ni
淤	jyu ji	yu
淥	luk	lu
淦	gam gaam	gan
淧	mat	mi
淨	zing zeng	jing cheng
淩	ling	ling
淪	leon	lun
淫	jam	yin
淬	ceoi seoi	cui
淭	keoi	qu
淮	waai	huai
淯	juk	yu
淰	naam nim sam	nian shen
深	sam	shen
淲	piu	biao hu
淳	seon	chun zhun
淴	fat	hu
淵	jyun	yuan
淶	loi	lai
混	wan gwan	hun
淸	cing ceng	qing
淹	jim	yan
淺	cin zin	qian
添	tim	tian
淼	miu	miao
淽	zi	zhi
淾	jam	yin
淿	bok	bo
渀	ban	ben
渁	jyun	yuan
渂	man	wen min
渃	joek	re ruo luo
渄	fei	fei
清	cing ceng	qing
渆	jyun	yuan
渇	hot	ke
済	zai	ji
渉	sip	she
渊	jyun	yuan
渋	gip sip	se
渌	luk	lu
渍	zi zik	zi
渎	duk dau	du dou
渏	ji	yi
渐	zim caam	jian
渑	man sing min	mian sheng
渒	bei	pai
渓	kai	xi
渔	jyu	yu
渕	jyun	yuan
渖	sam	shen
渗	sam	shen
渘	jau	rou
渙	wun	huan
渚	zyu	zhu
減	gaam	jian
渜	nyun lyun	nuan
渝	jyu	yu
渞	cau	qiu wu
渟	ting	ting
渠	keoi heoi	qu ju
渡	dou	du
渢	fung	feng
渣	zaa	zha
渤	but	bo
渥	ak aak ngaak	wo
渦	wo gwo go	wo guo
渧	dai dik	di ti
渨	wui wai	wei
温	wan	wen
渪	jyu	ru
渫	sit dip	xie
測	cak caak	ce
渭	wai	wei
渮	ho go	he
港	gong	gang jiang
渰	jim	yan
渱	hung gung	hong
渲	hyun syun	xuan
渳	mai mei	mi
渴	hot kit	ke
渵	maau	mao
渶	jing	ying
渷	jin	yan
游	jau	you
渹	gwang	hong qing
渺	miu	miao
渻	saang sing	sheng
渼	mei	mei
渽	zoi	zai
渾	wan gwan	hun
渿	noi loi	nai
湀	gwai kwai	gui
湁	cap	chi
湂	ngok ok	e
湃	baai paai	pai
湄	mei	mei
湅	lin	lian
湆	jap	qi
湇	jap	qi
湈	mui	mei
湉	tim	tian
湊	cau	cou
湋	wai	wei
湌	caan	can
湍	teon cyun zyun	tuan
湎	min	mian
湏	mui	hui min xu
湐	paak	po
湑	seoi	xu
湒	cap zap	ji
湓	pun pan	pen
湔	zin	jian
湕	gin	jian
湖	wu	hu
湗	fung	feng
湘	soeng	xiang
湙	jik	yi
湚	jan	yin
湛	zaam daam cam	zhan
湜	zik sat	shi
湝	gaai	jie
湞	zing	zhen
湟	wong	huang
湠	taan	tan
湡	jyu	yu
湢	bik seon	bi
湣	man fan	min hun
湤	si	shi
湥	teot dat	tu
湦	sang	sheng
湧	jung	yong
湨	gwik	ju
湩	dung zung	dong
湪	teon	tuan nuan
湫	zau ziu cau	qiu jiao
湬	zau	qiu jiao
湭	cau	qiu
湮	jin jan	yan yin
湯	tong joeng soeng	tang shang
湰	lung	long
湱	waak	huo
湲	jyun wun	yuan
湳	naam laam	nan
湴	baan	ban pan
湵	jau	you
湶	cyun	quan
湷	zong ceoi	zhuang hun
湸	loeng	liang
湹	cin	chan
湺	jin	xian
湻	seon	chun
湼	nip lip	nie
湽	zi	zi
湾	waan wan	wan
湿	sap	shi
満	mun	man
溁	jing	ying
溂	laat	la
溃	kui kwui	kui hui
溄	fung	feng hong
溅	zin cin	jian
溆	zeoi	xu
溇	lau	lou
溈	gwai	wei
溉	koi goi	gai
溊	bo	bo
溋	jing	ying
溌	put	po
溍	zeon	jin
溎	gwai	yan gui
溏	tong	tang
源	jyun	yuan
溑	so	suo
溒	jyun	yuan
溓	lim	lian nian xian
溔	jiu ngaau	yao
溕	mung	meng
準	zeon zyut	zhun
溗	sing	cheng
溘	hap	ke
溙	taai	tai
溚	taap daap dap	da ta
溛	waa	wa
溜	lau liu leu	liu
溝	kau gau	gou
溞	sou	sao
溟	ming	ming
溠	zaa	zha
溡	si	shi
溢	jat	yi
溣	leon	lun
溤	maa	ma
溥	pou	pu
溦	mei	wei
溧	leot	li
溨	zoi	zai
溩	wu	wu
溪	kai	xi
溫	wan	wen
溬	goeng	qiang
溭	zik	ze
溮	si	shi
溯	sou	su
溰	ji	ai
溱	zeon ceon	zhen qin
溲	sau	sou
溳	wan	yun
溴	cau	xiu
溵	jan	yin
溶	jung	rong
溷	wan	hun
溸	sou	su
溹	sok	suo
溺	nik niu lik	ni niao
溻	taap	ta
溼	sap	shi
溽	juk	ru
溾	aai waai wui	ai
溿	pun	pan
滀	cuk	chu xu
滁	cyu ceoi	chu
滂	pong	pang
滃	jung	weng
滄	cong	cang
滅	mit	mie
滆	gaak	ge
滇	tin din	dian
滈	hou	hao xue
滉	fong	huang
滊	hei hit kit	qi xi xie
滋	zi	zi
滌	dik	di
滍	zi	zhi
滎	jing	xing ying
滏	fu	fu
滐	git	jie
滑	waat gwat wat	hua
滒	go	ge
滓	zi	zi
滔	tou	tao
滕	tang	teng
滖	seoi	sui
滗	bei bat	bi
滘	gaau	jiao
滙	wui	hui
滚	gwan	gun
滛	jam	yin
滜	gou	ze hao
滝	lung	long
滞	zai	zhi
滟	jim	yan
滠	sip	she
满	mun	man
滢	jing	ying
滣	seon	chun
滤	leoi	lu
滥	laam haam	lan
滦	lyun	luan
滧	haau	yao xiao
滨	ban bun	bin
滩	taan	tan
滪	jyu	yu
滫	sau saau	xiu
滬	wu	hu
滭	bat	bi
滮	biu piu	biao
滯	zai	zhi
滰	koeng king	jiang
滱	kau	kou
滲	sam	shen
滳	soeng	shang
滴	dik	di
滵	mat	mi
滶	ngou ou	ao
滷	lou	lu
滸	wu fu heoi	hu xu
滹	fu	hu
滺	jau dik	you
滻	caan	chan
滼	paan faan	fan
滽	jung	yong
滾	gwan	gun
滿	mun	man
漀	hing king	qing
漁	jyu	yu
漂	piu	piao
漃	zik	ji
漄	ngaai aai	ya
漅	ziu caau	chao
漆	cat cit	qi
漇	saai	xi
漈	zai	ji
漉	luk	lu
漊	lau	lou
漋	lung	long
漌	gan	jin
漍	gwok gok	guo
漎	cung sung	cong song
漏	lau	lou
漐	zap	zhi
漑	koi	gai
漒	koeng	qiang
漓	lei	li
演	jin	yan
漕	cou	cao
漖	gaau	jiao
漗	cung	cong
漘	seon	chun
漙	tyun	tuan zhuan
漚	au ngau	ou
漛	tang	teng
漜	je	ye
漝	zaap	xi
漞	mik	mi
漟	tong	tang
漠	mok	mo
漡	tong soeng	shang
漢	hon	han
漣	lin	lian
漤	laam	lan
漥	waa	wa
漦	lei ci toi	chi
漧	gon	gan
漨	fung	feng peng
漩	syun	xuan
漪	ji	yi
漫	maan	man
漬	zik zi	zi
漭	mong	mang
漮	hong	kang
漯	taap lok leoi	luo ta
漰	paang peng	peng ben
漱	sau sou	shu
漲	zoeng	zhang
漳	zoeng	zhang
漴	zong	chong shuang
漵	zeoi	xu
漶	waan wun	huan
漷	gwok fok kwok	huo kuo
漸	zim caam	jian
漹	jin	yan
漺	song	shuang
漻	liu lau	liao liu
漼	ceoi	cui
漽	tai	ti
漾	joeng	yang
漿	zoeng	jiang
潀	cung zung	cong zong
潁	wing	ying
潂	hung	hong
潃	sau	xiu
潄	sau sou	shu
潅	gun gwun	guan
潆	jing	ying
潇	siu	xiao
潈	zung	cong zong
潉	wan	kun
潊	zeoi	xu
潋	lim	lian
潌	zat	zhi
潍	wai	wei
潎	pit pik piu	pi pie
潏	kyut jyut seot	yu
潐	ziu ciu	jiao qiao
潑	put but	po
潒	dong	dang xiang
潓	wai	hui
潔	git	jie
潕	mou	wu
潖	paa	pa
潗	cap zap	ji
潘	pun	pan
潙	gwai	wei
潚	suk siu	su
潛	cim	qian
潜	cim	qian
潝	kap hap jap	xi
潞	lou	lu
潟	sik	xi
潠	seon	xun
潡	dan deon	dun
潢	wong	huang guang
潣	man mui	min
潤	jeon	run
潥	suk	su
潦	lou liu	liao lao
潧	zeon	zhen
潨	zung cung	cong zong
潩	ji	yi
潪	zik zi	zhi
潫	waan	wan
潬	taan sin	tan shan
潭	taam	tan
潮	ciu	chao
潯	cam	xun
潰	kui kwui	kui hui
潱	jan	ye
潲	saau siu	shao
潳	tou zaa	tu zha
潴	zyu	zhu
潵	saat saan	san sa
潶	hak	hei
潷	bei bat	bi
潸	saan sim	shan
潹	saan	chan
潺	saan	chan
潻	syu	shu
潼	tung	tong
潽	pou	pu
潾	leon	lin
潿	wai	wei
澀	gip sap sik	se
澁	gip saap sap	se
澂	cing	cheng
澃	gwing	jiong
澄	cing dang	cheng deng
澅	waa	hua
澆	hiu giu jiu	jiao
澇	lou	lao
澈	cit	che
澉	gam	gan
澊	cyun	cun
澋	wang ging	jing
澌	si	si
澍	syu	shu zhu
澎	paang	peng
澏	ham	han
澐	wan	yun
澑	lau	liu
澒	hung	hong gong
澓	fuk	fu
澔	hou	hao
澕	wo	he
澖	haan	xian
澗	gaan	jian
澘	saan	shan
澙	sik	xi
澚	jyut	ao yu
澛	lou	lu
澜	laan	lan
澝	ning ling	ning
澞	jyu	yu
澟	lam	lin
澠	man min sing	mian sheng
澡	cou zou	zao
澢	dong	dang
澣	wun	huan
澤	zaak sik	ze shi
澥	haai	xie
澦	jyu	yu
澧	lai	li
澨	sai	shi
澩	hok laau	xue
澪	ling	ling
澫	maan ngaau	wan man
澬	zi ci	zi
澭	jung	yong
澮	kui kwui	kuai hui
澯	caan	can
澰	lim	lian
澱	din	dian
澲	jip	ye
澳	ou juk ngou	ao
澴	waan	huan
澵	zeon	zhen
澶	sin sim daan	chan
澷	maan	man
澸	dam	gan
澹	daam taam	dan tan
澺	jik	yi
澻	seoi	sui
澼	pik	pi
澽	geoi	ju
澾	taat	ta
澿	kam	qin
激	gik	ji
濁	zuk	zhuo
濂	lim	lian
濃	nung jung lung	nong
濄	wo	guo wo
濅	zam	jin
濆	fan pan	pen fen
濇	gip sap sik	se
濈	cap zap	ji sha
濉	seoi	sui
濊	wai kut kwut	hui huo
濋	co	chu
濌	taap daap	ta
濍	sung	song
濎	ding ting	ding ting
濏	sat	se
濐	zyu	zhu
濑	laai	lai
濒	ban pan	bin
濓	lim	lian
濔	mei lei nei	mi ni
濕	sap	shi
濖	syu	shu
濗	mik	mi
濘	ning ling	ning
濙	jing	ying
濚	jing	ying
濛	mung	meng
濜	zeon	jin
濝	kei	qi
濞	pei bai	bi pi
濟	zai	ji
濠	hou	hao
濡	jyu	ru
濢	ceoi zeoi	cui zui
濣	waat	wo
濤	tou	tao
濥	jan	yin
濦	jan	yin
濧	deoi	dui
濨	ci	ci
濩	wok wu	hu huo
濪	cing	qing
濫	laam haam	lan
濬	zeon seon	jun xun
濭	oi hap koi	ai kai ke
濮	buk	pu
濯	zok zaau	zhuo zhao
濰	wai	wei
濱	ban bun	bin
濲	guk	gu
濳	cim	qian
濴	jing	ying
濵	ban	bin
濶	fut	kuo
濷	fai	fei
濸	cong	cang
濹	mak	me
濺	cin zin	jian
濻	wai	wei dui
濼	lok baak lik	luo po
濽	zaan	zan cuan
濾	leoi	lu
濿	lai	li
瀀	jau	you
瀁	joeng	yang
瀂	lou	lu
瀃	ci	si
瀄	zit	zhi
瀅	jing	ying
瀆	duk dau	du dou
瀇	wong	wang
瀈	fai	hui
瀉	se	xie
瀊	pun	pan
瀋	sam	shen
瀌	biu piu	biao
瀍	cin	chan
瀎	mut mit	mo mie
瀏	lau	liu
瀐	zim	jian
瀑	buk bou puk	pu bao
瀒	gip	se
瀓	cing	cheng deng
瀔	guk	gu
瀕	pan ban	bin
瀖	fok	huo
瀗	hin	xian
瀘	lou	lu
瀙	can	qin
瀚	hon	han
瀛	jing	ying
瀜	jung	rong
瀝	lik lek laap	li
瀞	zing	jing
瀟	siu	xiao
瀠	jing	ying
瀡	seoi soe	sui
瀢	wai	wei dui
瀣	haai	xie
瀤	waai	huai wai
瀥	hou	xue
瀦	zyu	zhu
瀧	lung soeng long	long shuang
瀨	laai	lai
瀩	deoi	dui
瀪	faan	fan
瀫	huk	hu
瀬	laai	lai
瀭	syu	shu
瀮	lam	lian
瀯	jing	ying
瀰	nei mei lei	mi
瀱	gai	ji
瀲	lim	lian
瀳	zin	zun jian
瀴	jing	ying
瀵	fan	fen
瀶	lam	lin
瀷	jik	yi
瀸	zim cim	jian
瀹	joek	yue
瀺	caam zaam	chan
瀻	daai	dai
瀼	joeng	rang
瀽	zin gin	jian
瀾	laan	lan
瀿	faan	fan
灀	soeng	shuang
灁	jyun	yuan
灂	zok coek ziu	zhuo jiao ze
灃	fung	feng
灄	sip	she
灅	leoi	lei
灆	laam	lan
灇	cung	cong
灈	keoi	qu
灉	jung	yong
灊	cim cam	qian
灋	faat	fa
灌	gun gwun	guan
灍	kyut	jue
灎	jim	yan
灏	hou	hao
灐	jing	ying
灑	saa	sa
灒	zaan	zan cuan
灓	lyun	luan
灔	jim	yan
灕	lei	li
灖	mei	mi
灗	sin	shan
灘	taan	tan
灙	dong	dang tang
灚	gaau	jiao
灛	cin zin	chan
灜	jing	ying
灝	hou	hao
灞	baa	ba
灟	zuk	zhu
灠	laam	lan
灡	laan	lan
灢	nong long	nang
灣	waan wan	wan
灤	lyun	luan
灥	ceon cyun	xun quan
灦	hin	xian
灧	jim	yan
灨	gam	gan
灩	jim	yan
灪	wat	yu
火	fo	huo
灬	biu	huo biao
灭	mit	mie
灮	gwong gong	guang
灯	dang	deng
灰	fui fiu	hui
灱	haau	xiao
灲	haau	xiao
灳	fai	hui
灴	hung	hong
灵	ling leng	ling
灶	zou	zao
灷	zyun	zhuan
灸	gau	jiu
灹	zaa	zha yu
灺	se ce	xie
灻	cek	chi
灼	coek zoek	zhuo
災	zoi	zai
灾	zoi	zai
灿	caan	can
炀	joeng	yang
炁	hei	qi
炂	zung	zhong
炃	fan ban	fen ben
炄	nau lau	niu
炅	gwing gwai	jiong gui
炆	man	wen
炇	pok	pu
炈	jik	yi
炉	lou	lu
炊	ceoi	chui
炋	pui	pi
炌	kaai	kai
炍	pun	pan
炎	jim	yan
炏	kaai	yan
炐	pong	pang feng
炑	muk	mu
炒	caau	chao
炓	liu tau	liao
炔	kyut gai gwai	que
炕	kong hong	kang
炖	dan deon	dun
炗	gwong gong	guang
炘	jan	xin
炙	zek zik	zhi
炚	gwong gong	guang
炛	gwong gong	guang
炜	wai	wei
炝	coeng	qiang
炞	bin	bian
炟	daat	da
炠	saap	xia
炡	zing	zheng
炢	seot	zhu
炣	ho	ke
炤	ziu ciu	zhao
炥	fat	fu
炦	bat	ba
炧	se ce	xie
炨	se	xie
炩	ling	ling
炪	dyut	zhuo chu
炫	jyun	xuan
炬	geoi	ju
炭	taan	tan
炮	paau baau pau	pao bao
炯	gwing	jiong
炰	paau fau	pao fou
炱	toi	tai
炲	toi	tai
炳	bing	bing
炴	joeng	yang
炵	tung dung	tong
炶	sim	shan qian
炷	zyu	zhu
炸	zaa	zha
点	dim	dian
為	wai	wei
炻	sek	shi
炼	lin	lian
炽	ci	chi
炾	fong	huang
炿	zau	zhou
烀	fu	hu
烁	soek lik lok	shuo
烂	laan	lan
烃	ting ging	ting
烄	gaau	jiao yao
烅	gwik kwik	xu
烆	hang	heng
烇	cyun	quan
烈	lit	lie
烉	wun	huan
烊	joeng	yang
烋	haau jau	xiao
烌	jau	xiu
烍	sin	xian
烎	cim jam	yin
烏	wu	wu
烐	zau	zhou
烑	jiu	yao
烒	sik	shi
烓	gwing	wei
烔	tung cung	tong dong
烕	hyut kyut mit	mie
烖	zoi	zai
烗	kaai hoi	kai
烘	hung hong	hong
烙	lok	lao luo
烚	saap hap	xia
烛	zuk	zhu
烜	hyun	xuan
烝	zing	zheng
烞	pok	po
烟	jin jan	yan
烠	wui	hui
烡	gwong gong	guang
烢	caak zaak	che
烣	fui	hui
烤	haau	kao
烥	geoi	ju
烦	faan	fan
烧	siu	shao
烨	jip	ye
烩	wui	hui
烪	gwaan	
烫	tong	tang
烬	zeon	jin
热	jit	re
烮	lit	lie
烯	hei	xi
烰	fau	fu pao
烱	gwing	jiong
烲	hit	xie che
烳	pou	pu
烴	ting ging	ting
烵	zoek	zhuo
烶	ting	ting
烷	jyun	wan
烸	hoi	hai
烹	paang	peng
烺	long	lang
烻	jin	yan shan
烼	fat	xu
烽	fung	feng
烾	cek	chi
烿	jung	rong
焀	huk	hu
焁	hei	xi
焂	suk	shu
焃	haak	he
焄	fan	hun xun
焅	guk	kao
焆	gyun	juan ye
焇	siu	xiao
焈	hei	xi
焉	jin	yan
焊	hon	han
焋	zong	zhuang
焌	zeon ceot keoi	jun qu
焍	dai	di
焎	hit cit	xie che
焏	gik	ji qi
焐	ng m	wu
焑	jin	yan
焒	leoi	lu
焓	ham	han
焔	jim	yan
焕	wun	huan
焖	mun man	men
焗	guk	ju
焘	tou dou	tao dao
焙	bui pui	bei
焚	fan	fen
焛	leon	lin
焜	kwan gwan wan	kun
焝	fan	hun
焞	seon tan teoi	tun
焟	sik	xi
焠	ceoi seoi	cui
無	mou mo	wu
焢	hung	hong
焣	caau zeoi	chao ju
焤	fu	fu
焥	waat oi	wo ai
焦	ziu	jiao
焧	cung	zong cong
焨	fung	feng
焩	pang	ping
焪	hung	qiong
焫	jyut naat laat	ruo
焬	sik	xi yi
焭	king	qiong
焮	jan	xin
焯	coek zoek ceot	chao zhuo
焰	jim	yan
焱	jim	yan
焲	jik	yi
焳	zoek	jue
焴	juk	yu
焵	gong	gang
然	jin	ran
焷	pei	pi
焸	hing	xiong ying
焹	gong	gang
焺	sing	sheng
焻	coeng	chang
焼	siu	shao
焽	ming	xiong ying
焾	nam lam	nian
焿	gang	geng
煀	wat	qu
煁	sam nam	chen
煂	haak	he
煃	kwai	kui
煄	zung	zhong
煅	dyun	duan
煆	haa	xia
煇	fai wai wan	hui yun xun
煈	fung	feng
煉	lin	lian
煊	hyun	xuan
煋	sing	xing
煌	wong	huang
煍	ziu ciu	jiao qiao
煎	zin	jian
煏	bik	bi
煐	jing	ying
煑	zyu	zhu
煒	wai	wei
煓	tyun	tuan
煔	sim	qian shan
煕	hei	xi yi
煖	nyun hyun lyun	xuan
煗	nyun lyun	nuan
煘	cim gaam tim	chan
煙	jin	yan
煚	gwing	jiong
煛	gwing	jiong
煜	juk jap	yu
煝	mei	mei
煞	saat	sha
煟	wai	wei
煠	zaa saap	ye zha
煡	zeon	jin
煢	king	qiong
煣	jau	rou
煤	mui	mei
煥	wun	huan
煦	heoi jyu	xu
照	ziu	zhao
煨	wui	wei
煩	faan	fan
煪	cau	qiu
煫	seoi	sui
煬	joeng	yang
煭	lit	lie
煮	zyu	zhu
煯	gaai	jie
煰	cou	zao
煱	wo	gua
煲	bou	bao
煳	wu	hu
煴	wan wat	yun
煵	naam laam	nan
煶	zik	shi
煷	fo	huo
煸	pin bin	bian
煹	gau	gou
煺	teoi	tui
煻	tong	tang
煼	caau	chao
煽	sin	shan
煾	jan	en yun
煿	bok	bo
熀	fong	huang
熁	hip	xie
熂	hei	xi
熃	mou	wu
熄	sik	xi
熅	wan wat	yun
熆	hap	he
熇	huk haau hiu	he xiao
熈	hei	xi
熉	jyun wan	yun
熊	hung	xiong
熋	noi loi	xiong
熌	sim	shan
熍	hung	qiong
熎	jiu	yao
熏	fan wan	xun
熐	mik	mi
熑	lim	lian
熒	jing	ying
熓	wat	wu
熔	jung	rong
熕	gung	gong
熖	jim	yan
熗	coeng	qiang
熘	lau liu	liu
熙	hei	xi
熚	bat	bi
熛	biu	biao
熜	zung cung	cong zong
熝	luk	lu ao
熞	gin	jian
熟	suk	shu shou
熠	jap saap	yi
熡	lau	lou
熢	pung	feng peng
熣	seoi	cui sui
熤	jik	yi
熥	tung	teng
熦	zoek	jue
熧	zung	zong
熨	tong wat wai	yun yu
熩	wu	hu
熪	ji	yi
熫	zek	zhi
熬	ngou ngaau aau	ao
熭	wai	wei
熮	lau	liu
熯	hon jin naan	han ran
熰	au ngau	ou
熱	jit	re
熲	gwing gang	jiong
熳	maan	man
熴	kwan	kun
熵	soeng	shang
熶	cyun	cuan
熷	zang	zeng
熸	zim	jian
熹	hei	xi
熺	hei	xi
熻	jap	xi
熼	jik	yi
熽	siu	xiao
熾	ci	chi
熿	wong fong	huang
燀	cin zin daan	chan dan
燁	jip	ye
燂	taam cam cim	tan
燃	jin	ran
燄	jim	yan
燅	cam cim	xun
燆	hiu	qiao
燇	zeon	jun
燈	dang	deng
燉	dan deon	dun
燊	san sang	shen
燋	ziu ciu	jiao zhuo qiao
燌	fan	fen
燍	si	si
燎	liu	liao
燏	wat jyut leot	yu
燐	leon	lin
燑	tung	tong dong
燒	siu	shao
燓	fan	fen
燔	faan	fan
燕	jin	yan
燖	cam	xun
燗	laan	lan
燘	mui fui man	mei
燙	tong	tang
燚	jik ngai	yi
燛	gwing	jiong
燜	mun man	men
燝	ging	zhu
燞	ziu	jiao
營	jing	ying
燠	juk ou jau	yu
燡	jik	yi
燢	hok	xue
燣	laam	lan
燤	taai lit	tai lie
燥	cou	zao
燦	caan	can
燧	seoi	sui
燨	hei	xi
燩	kok	que
燪	zung	zong
燫	lim	lian
燬	wai	hui
燭	zuk	zhu
燮	sit sip	xie
燯	ling	ling
燰	wui	wei
燱	ji jik	yi
燲	hip	xie
燳	ziu	zhao
燴	wui	hui
燵	daat	da
燶	nung lung	nong
燷	laam	lan
燸	jyu nyun	xu
燹	sin	xian
燺	huk	he
燻	fan	xun
燼	zeon	jin
燽	cau	chou
燾	tou dou	dao
燿	jiu soek	yao
爀	haak	he
爁	laam	lan
爂	biu	biao
爃	wing	rong ying
爄	lai	li lie
爅	mak	mo
爆	baau paau bok	bao
爇	jyut joek	ruo
爈	leoi	lu
爉	laap	la lie
爊	ngaau ou ngou	ao
爋	fan	xun
爌	kong kwong	kuang
爍	soek lik lok	shuo
爎	liu	liao
爏	lik	li
爐	lou	lu
爑	zoek	jue
爒	liu	liao
爓	jim cam cim	yan xun
爔	hei	xi
爕	sit	xie
爖	lung	long
爗	jip	ye
爘	caan	can
爙	joeng	rang
爚	joek	yue
爛	laan	lan
爜	cung	cong
爝	zoek ziu	jue jiao
爞	tung cung	chong
爟	gun gwun	guan
爠	keoi	qu
爡	cit	che
爢	mei	mi
爣	tong	tang
爤	laan	lan
爥	zuk	zhu
爦	laam	lan
爧	ling	ling
爨	cyun	cuan
爩	wat	yu
爪	zaau	zhua zhao
爫	zaau	zhao zhua
爬	paa	pa
爭	zang zaang caang	zheng
爮	paau	pao
爯	cing	cheng chen
爰	wun jyun	yuan
爱	oi ngoi	ai
爲	wai	wei
爳	wai	han
爴	fok	jue
爵	zoek	jue
父	fu	fu
爷	je	ye
爸	baa	ba
爹	de	die
爺	je	ye
爻	ngaau aau	yao
爼	zo	zu
爽	song	shuang
爾	ji	er
爿	baan coeng	pan
牀	cong	chuang
牁	o go ho	ke
牂	zong	zang
牃	dip	die
牄	coeng	qiang
牅	jung	yong
牆	coeng	qiang
片	pin	pian
版	baan	ban
牉	pun	pan
牊	ciu	chao
牋	zin	jian
牌	paai	pai
牍	duk	du
牎	coeng	chuang
牏	jyu tau	yu
牐	zaap	zha
牑	bin	bian mian
牒	dip	die
牓	bong	bang
牔	bok	bo
牕	coeng	chuang
牖	jau	you
牗	jau	you yong
牘	duk	du
牙	ngaa aa	ya
牚	caang	cheng
牛	ngau au	niu
牜		niu
牝	pan fan	pin
牞	kau gau	jiu le
牟	mau muk	mu mou
牠	taa to	ta
牡	maau mau	mu
牢	lou	lao
牣	jan	ren
牤	mong	mang
牥	fong	fang
牦	mou lei maau	mao
牧	muk	mu
牨	gong	gang
物	mat	wu
牪	jyun jin	yan
牫	go	ge qiu
牬	bui	bei
牭	sei	si
牮	zin	jian
牯	gu gwu	gu
牰	jau cau zau	you chou
牱	o ngo	ke
牲	sang saang	sheng
牳	mau	mu
牴	dai	di
牵	hin	qian
牶	hyun	quan
牷	cyun	quan
牸	zi	zi
特	dak	te
牺	hei	xi
牻	mong	mang
牼	hang	keng
牽	hin	qian
牾	ng m	wu
牿	guk	gu
犀	sai	xi
犁	lai	li
犂	lai	li
犃	bau	pou
犄	gei ji	ji
犅	gong	gang
犆	dat zik dak	te zhi
犇	ban	ben
犈	kyun gyun	quan
犉	seon jyun	chun
犊	duk	du
犋	geoi	ju
犌	gaa	jia
犍	gin kin	jian qian
犎	fung	feng
犏	pin	pian
犐	fo	ke
犑	gwik	ju
犒	hou	kao
犓	co	chu
犔	hei	xi
犕	bei	bei
犖	lok lak	luo
犗	gaai	jie
犘	maa	ma
犙	saam	san
犚	wai	wei
犛	mou lei maau	mao li
犜	deon	dun
犝	tung	tong
犞	kiu	qiao
犟	goeng	jiang
犠	ji	xi
犡	lai laai	li
犢	duk	du
犣	lip	lie
犤	bei	pai
犥	piu	piao
犦	bok baau	bao
犧	hei	xi
犨	cau sau	chou
犩	ngai ai	wei
犪	kwai	kui
犫	cau	chou
犬	hyun	quan
犭		quan
犮	bat	ba quan
犯	faan fan	fan
犰	kau	qiu
犱	gik	ji
犲	caai	chai
犳	zoek	zhuo bao
犴	ngon hon on	an han
犵	hat go	ge
状	zong	zhuang
犷	gwong gong kong	guang
犸	maa	ma
犹	jau	you
犺	kong	kang gang
犻	but	pei fei
犼	hau	hou
犽	ngaa aa	ya
犾	ngan an	yin
犿	fun faan	fan huan
狀	zong	zhuang
狁	wan	yun
狂	kwong kong	kuang
狃	nau lau	niu
狄	dik tik	di
狅	kong kwong	kuang
狆	zung	zhong
狇	muk	mu
狈	bui	bei
狉	pei	pi
狊	gwik	ju
狋	ji ngan an	yi quan chi
狌	sing saang sang	xing sheng
狍	paau	pao
狎	haap	xia
狏	to	tuo yi
狐	wu	hu
狑	ling	ling
狒	fai fat fei	fei
狓	pei	pi
狔	nei lei	ni
狕	maa	yao
狖	jau	you
狗	gau	gou
狘	hyut jyut	xue
狙	zeoi	ju
狚	daan daam taan	dan
狛	baak	bo
狜	gu gwu	ku
狝	sin	xian
狞	ning ling	ning
狟	wun hyun	huan
狠	han	hen
狡	gaau	jiao
狢	hok	he mo
狣	ziu siu	zhao
狤	gat git gwaai	jie
狥	seon ceon	xun
狦	saan	shan
狧	daat	ta shi
狨	jung	rong
狩	sau	shou
狪	tung dung	tong dong
狫	lou	lao
独	duk	du
狭	haap gip hap	xia
狮	si	shi
狯	kui kwui	kuai
狰	zang zaang	zheng
狱	juk	yu
狲	syun	sun
狳	jyu	yu
狴	bai	bi
狵	mong	mang dou
狶	hei	xi shi
狷	gyun	juan
狸	lei	li
狹	haap gip hap	xia
狺	ngan an	yin
狻	syun	suan
狼	long	lang
狽	bui	bei
狾	zai	zhi
狿	jin	yan
猀	saa	sha
猁	lei	li
猂	hon	han
猃	him	xian
猄	geng	jing
猅	paai	pai
猆	fei	fei
猇	haau	xiao
猈	baa paai pei	bai pi
猉	kei	qi
猊	ngai ai	ni
猋	biu	biao
猌	ngan an	yin
猍	loi	lai
猎	lip	lie
猏	gin	jian yan
猐	goeng	qiang
猑	kwan	kun
猒	jim aat ngaat	yan
猓	gwo go	guo
猔	zung	zong
猕	mei lei nei	mi
猖	coeng	chang
猗	ji o ngo	yi
猘	zai gai	zhi
猙	zang zaang	zheng
猚	ngaai aai	ya wei
猛	maang	meng
猜	caai caa	cai
猝	cyut	cu
猞	se	she
猟	lip	lie
猠	din	
猡	lo	luo
猢	wu	hu
猣	zung	zong
猤	gwai	gui
猥	wui wai	wei
猦	fung	feng
猧	wo	wo
猨	jyun	yuan
猩	sing	xing
猪	zyu	zhu
猫	maau miu	mao
猬	wai	wei
猭	cyun sin	chuan
献	hin	xian
猯	teon	tuan
猰	aat jaak zaat	ya jia qie
猱	naau nou laau	nao
猲	hit hot	he xie ge
猳	gaa	jia
猴	hau	hou
猵	bin	bian pian
猶	jau	you
猷	jau	you
猸	mei	mei
猹	zaa	cha
猺	jiu	yao
猻	syun	sun
猼	bok pok	bo po
猽	ming	ming
猾	waat	hua
猿	jyun	yuan
獀	sau	sou
獁	maa	ma
獂	wun jyun	huan
獃	ngoi daai oi	dai
獄	juk	yu
獅	si	shi
獆	hou	hao
獇	goeng	qiang
獈	jik	yi
獉	zeon	zhen
獊	cong	cang
獋	hou	hao gao
獌	maan	man
獍	ging geng	jing
獎	zoeng	jiang
獏	mok	mo
獐	zoeng	zhang
獑	caam	chan
獒	ngou ou	ao
獓	ngou ou	ao
獔	hou	hao
獕	ceoi	cui
獖	ban	fen
獗	kyut	jue
獘	bai	bi
獙	bai	bi
獚	wong	huang
獛	buk	pu
獜	leon	lin
獝	wat leot	xu
獞	tung zong	tong
獟	hiu	yao xiao
獠	liu lou	liao
獡	soek coek sik	shuo xi
獢	hiu	xiao
獣	sau	shou
獤	deon	dun
獥	giu gik hat	jiao
獦	got hot lip	ge lie xie
獧	gyun	juan
獨	duk	du
獩	wai	hui
獪	kui kwui	kuai
獫	him	xian
獬	haai	xie
獭	caat taat	ta
獮	sin	xian
獯	fan	xun
獰	ning ling	ning
獱	ban bin	bian pian
獲	wok waai	huo
獳	nau lau	nou ru
獴	mung	meng
獵	lip	lie
獶	naau nou laau	nao you
獷	gwong kwong gong	guang
獸	sau	shou
獹	lou	lu
獺	caat taat	ta
獻	hin	xian
獼	mei nei lei	mi
獽	joeng	rang
獾	fun	huan
獿	naau laau lou	nao you
玀	lo	luo
玁	him	xian
玂	kei	qi
玃	fok gwok	jue
玄	jyun	xuan
玅	miu	miao
玆	zi jyun	zi
率	seot leot seoi	lu shuai
玈	lou	lu
玉	juk	yu
玊	suk	su
王	wong joeng	wang
玌	kau	qiu
玍	gaa gaat	ga
玎	ding	ding
玏	lak	le
玐	baat	ba
玑	gei	ji
玒	gung gong hung	hong
玓	dik	di
玔	cyun	chuan
玕	gon	gan
玖	gau	jiu
玗	jyu	yu
玘	hei	qi
玙	jyu	yu
玚	coeng joeng dong	yang chang
玛	maa	ma
玜	gung	hong
玝	ng m	wu
玞	fu	fu
玟	man mui	min wen
玠	gaai	jie
玡	ngaa je aa	ya
玢	ban fan	bin fen
玣	bin	bian
玤	bung pong	bang
玥	jyut	yue
玦	kyut	jue
玧	mun	men yun
玨	gok	jue
玩	waan wun	wan
玪	gaam	jian qian
玫	mui	mei
玬	taan	dan
玭	pan pin	pin
玮	wai	wei
环	waan	huan
现	jin	xian
玱	coeng	qiang cang
玲	ling	ling
玳	doi	dai
玴	jai	yi
玵	ngam am	an gan
玶	ping	ping
玷	dim zim	dian
玸	fu	fu
玹	jyun jin	xuan xian
玺	saai	xi
玻	bo	bo
玼	ci cai	ci
玽	gau	gou
玾	gaap	jia
玿	siu	shao
珀	paak	po
珁	ci	ci
珂	o ngo	ke
珃	jim	ran
珄	sang	sheng
珅	san	shen
珆	ji toi	yi tai
珇	zou zeoi	zu ju
珈	gaa	jia
珉	man	min
珊	saan	shan
珋	lau	liu
珌	bit bat bei	bi
珍	zan	zhen
珎	zan	zhen
珏	gok	jue
珐	faat fat	fa
珑	lung	long
珒	zeon	jin
珓	gaau	jiao
珔	zin	jian
珕	lai	li
珖	gwong gong	guang
珗	sin	xian
珘	zau	zhou
珙	gung	gong
珚	jin	yan
珛	jau cau	xiu
珜	joeng	yang
珝	heoi	xu
珞	lok	luo
珟	suk	su
珠	zyu	zhu
珡	kam	qin
珢	ngan an	yin ken
珣	seon	xun
珤	bou	bao
珥	nei ji lei	er
珦	hoeng	xiang
珧	jiu	yao
珨	hap haap	xia
珩	hang	heng
珪	gwai gwei	gui
珫	cung	chong
珬	seot	xu
班	baan	ban
珮	pui	pei
珯	lou	lao
珰	dong	dang
珱	jing	ying
珲	wan fai	hui hun
珳	man	wen
珴	ngo o	e
珵	cing	cheng
珶	dai tai	di ti
珷	mou	wu
珸	ng m	wu
珹	sing	cheng
珺	gwan kwan	jun
珻	mui	mei
珼	bui mui	bei
珽	ting	ting
現	jin	xian
珿	cuk	chu
琀	ham	han
琁	syun	xuan qiong
琂	jin	yan
球	kau	qiu
琄	jyun	xuan
琅	long	lang
理	lei	li
琇	sau	xiu
琈	fau	fu
琉	lau	liu
琊	ngaa je aa	ya
琋	hei	xi
琌	ling	ling
琍	lei	li
琎	zeon	jin
琏	lin	lian
琐	so	suo
琑	ciu	suo
琒	fung	feng
琓	jyun	wan
琔	din	dian
琕	pan	bing pin
琖	zaan	zhan
琗	ceoi	cui se
琘	man	min
琙	wik	yu
琚	geoi	ju
琛	sam cam	chen
琜	loi	lai
琝	man	min
琞	sing	sheng
琟	wai	yu wei
琠	tin	tian
琡	cuk zyut	chu
琢	doek	zhuo zuo
琣	bung	beng pei
琤	zang caang zaang	cheng
琥	fu	hu
琦	kei	qi
琧	ok ngok	e
琨	kwan gwan	kun
琩	coeng	chang
琪	kei	qi
琫	bung	beng
琬	jyun	wan
琭	luk	lu
琮	cung	cong
琯	gun gwun	guan
琰	jim	yan
琱	diu	diao
琲	pui bei	bei
琳	lam	lin
琴	kam	qin
琵	pei	pi
琶	paa	pa
琷	kyut	que
琸	zoek	zhuo
琹	kam	qin
琺	faat fat	fa
琻	cyun	jin
琼	king	qiong
琽	dou	du
琾	gaai	jie
琿	wan fai	hun hui
瑀	jyu	yu
瑁	mou mui	mao
瑂	mei	mei
瑃	ceon	chun
瑄	syun	xuan
瑅	tai	ti
瑆	sing	xing
瑇	doi	dai
瑈	jau	rou
瑉	man	min
瑊	zam	jian
瑋	wai	wei
瑌	jyun	ruan
瑍	wun	huan
瑎	haai	xie jie
瑏	cyun	chuan
瑐	zin	jian
瑑	syun cyun	zhuan
瑒	coeng joeng dong	chang dang yang
瑓	lin	lian
瑔	cyun	quan
瑕	haa	xia
瑖	dyun	duan
瑗	jyun	yuan
瑘	ngaa je aa	ye
瑙	nou lou	nao
瑚	wu	hu
瑛	jing	ying
瑜	jyu	yu
瑝	waang	huang
瑞	seoi	rui
瑟	sat	se
瑠	lau	liu
瑡	si	shi
瑢	jung	rong
瑣	so	suo
瑤	jiu	yao
瑥	wan	wen
瑦	wu	wu
瑧	zeon	zhen
瑨	zeon	jin
瑩	jing	ying
瑪	maa	ma
瑫	tou	tao
瑬	lau	liu
瑭	tong	tang
瑮	leot	li
瑯	long	lang
瑰	gwai	gui
瑱	tin din zan	tian zhen
瑲	coeng	qiang cang
瑳	co	cuo
瑴	gok	jue
瑵	zaau zou	zhao
瑶	jiu	yao
瑷	oi ngoi	ai
瑸	ban	bin pian
瑹	syu	tu shu
瑺	soeng	chang
瑻	kwan	kun
瑼	zyun	zhuan
瑽	cung	cong
瑾	gan	jin
瑿	ji	yi
璀	ceoi	cui
璁	cung	cong
璂	kei	qi
璃	lei	li
璄	ging	jing
璅	so ziu	zao suo
璆	kau	qiu
璇	syun	xuan
璈	ngou ou	ao
璉	lin	lian
璊	mun	men
璋	zoeng	zhang
璌	jan	yin
璍	jip	ye
璎	jing	ying
璏	wai	zhi
璐	lou	lu
璑	mou	wu
璒	dang	deng
璓	sau	xiu
璔	zang	zeng
璕	cam	xun
璖	keoi	qu
璗	dong	dang
璘	leon	lin
璙	liu	liao
璚	king kyut	jue qiong
璛	suk	su
璜	wong	huang
璝	gwai	gui
璞	pok	pu
璟	ging	jing
璠	faan	fan
璡	zeon	jin
璢	lau	liu
璣	gei	ji
璤	wai	hui
璥	ging	jing
璦	oi ngoi	ai
璧	bik	bi
璨	caan	can
璩	keoi	qu
璪	zou	zao
璫	dong	dang
璬	giu	jiao
璭	gun gwun	guan
璮	taan	tan
璯	wui faai	hui kuai
環	waan	huan
璱	sat	se
璲	seoi	sui
璳	tin	tian
璴	co	chu
璵	jyu	yu
璶	zeon	jin
璷	leoi fu lou	lu fu
璸	ban	bin pian
璹	sau suk	shu
璺	man	wen
璻	zeoi	zui
璼	laam	lan
璽	saai	xi
璾	zai cai zi	ji zi
璿	syun	xuan
瓀	jyun	ruan
瓁	wok	wo
瓂	koi goi	gai
瓃	leoi	lei
瓄	duk	du
瓅	lik	li
瓆	zat	zhi
瓇	jau	rou
瓈	lei	li
瓉	zaan	zan
瓊	king	qiong
瓋	tik	ti
瓌	gwai	gui
瓍	ceoi	sui
瓎	laat	la
瓏	lung	long
瓐	lou	lu
瓑	lik	li
瓒	zaan	zan
瓓	laan	lan
瓔	jing	ying
瓕	mei saai	mi xi
瓖	soeng	xiang
瓗	king kwai	qiong wei
瓘	gun gwun	guan
瓙	dou	dao
瓚	zaan	zan
瓛	wun	huan ye ya
瓜	gwaa	gua
瓝	bok paau	bo
瓞	dit wok	die
瓟	bok paau	bo pao
瓠	wu wok	hu
瓡	zap	zhi hu
瓢	piu	piao
瓣	faan baan	ban
瓤	nong long	rang
瓥	lai	li
瓦	ngaa aa	wa
瓨	gong	xiang hong
瓩	cin	
瓪	baan	ban
瓫	pun	pen
瓬	fong	fang
瓭	dam	dan
瓮	ung ngung	weng
瓯	au ngau	ou
瓲	tyun	
瓳	wu	hu
瓴	ling	ling
瓵	ji	yi
瓶	ping peng	ping
瓷	ci	ci
瓹	gyun	juan
瓺	coeng	chang
瓻	ci	chi
瓼	lei	
瓽	dong	dang
瓾	waa maang	wa
瓿	pau bau bou	bu
甀	zeoi	zhui
甁	ping	ping
甂	pin bin	bian
甃	zau	zhou
甄	jan zan	zhen
甆	ci	ci
甇	aang ang ngaang	ying
甈	hei	qi
甉	haam	xian
甊	lau	lou
甋	dik	di
甌	au ngau	ou
甍	mang	meng
甎	zyun	zhuan
甏	bong paang	beng
甐	leon	lin
甑	zang	zeng
甒	mou	wu
甓	pik bik	pi
甔	daam	dan
甕	ung ngung	weng
甖	aang ngaang	ying
甗	jin	yan
甘	gam	gan
甙	doi	dai
甚	sam sap	shen
甛	tim	tian
甜	tim	tian
甝	hon	han
甞	soeng	chang
生	saang sang	sheng
甠	cing	qing
甡	san	shen
產	caan	chan
産	caan	chan
甤	jeoi	rui
甥	sang saang	sheng
甦	sou	su
甧	sam	shen
用	jung	yong
甩	lat seot lak	shuai
甪	luk	lu
甫	fu pou bou	fu
甬	jung	yong
甭	bung bang bat	beng
甮	fung mung	beng
甯	ning ling	ning
田	tin	tian
由	jau zaat	you
甲	gaap gaat	jia
申	san	shen
甴	zaat zat gaat	you zha
电	din	dian
甶	fat	fu
男	naam laam	nan
甸	din tin	dian tian sheng
甹	ping	ping
町	ding tin ting	ting ding
画	waak waa	hua
甼	ting	ting ding
甽	hyun zan	zhen
甾	zi zoi	zai zi
甿	maang man mang	meng
畀	bei	bi
畁	bei	bi qi
畂	mau	mu
畃	seon	xun
畄	lau	liu
畅	coeng	chang
畆	mau	mu
畇	wan	yun
畈	faan	fan
畉	fu	fu
畊	gaang gang	geng
畋	tin	tian
界	gaai	jie
畍	gaai	jie
畎	hyun gyun	quan
畏	wai	wei
畐	fuk	fu bi
畑	tin	tian
畒	mau	mu
畓	cyun	duo
畔	bun	pan
畕	goeng	jiang
畖	waa	wa
畗	daap	da fu
畘	naam laam	nan
留	lau	liu
畚	bun	ben
畛	zan can	zhen
畜	cuk	chu xu
畝	mau	mu
畞	mau	mu
畟	cak cik zik	ce ji
畠	tin zi	zai zi tian
畡	goi	gai
畢	bat	bi
畣	daap	da
畤	zi si	zhi chou shi
略	loek	lue
畦	kwai	qi
畧	loek	lue
畨	faan	fan pan
畩	ji	yi
番	faan pun po	fan pan
畫	waak waa	hua
畬	jyu se	she yu
畭	jyu	she
畮	mau	mu
畯	zeon	jun
異	ji	yi
畱	lau	liu
畲	se	she
畳	dip	die
畴	cau	chou
畵	waak	hua
當	dong	dang
畷	zyut zeoi	zhui
畸	kei gei	ji
畹	jyun	wan
畺	goeng	jiang
畻	sing	cheng
畼	coeng	chang
畽	teon dung	tuan
畾	leoi	lei
畿	gei kei	ji
疀	caap	cha
疁	lau	liu
疂	dip	die
疃	teon	tuan
疄	leon	lin
疅	goeng	jiang
疆	goeng	jiang qiang
疇	cau	chou
疈	bik	pi
疉	dip daap	die
疊	dip daap dep	die
疋	pat ngaa so	pi ya shu
疌	zit	jie qie
疍	daan	dan
疎	so	shu
疏	so	shu
疐	zi dai	di zhi
疑	ji	yi ni
疒	nik cong nak	ne
疓	naai laai	nai
疔	ding deng	ding
疕	bei pei	bi
疖	zit	jie
疗	liu	liao
疘	gong	gang
疙	gat ngat at	ge yi
疚	gau	jiu
疛	zau	zhou
疜	haa	xia
疝	saan	shan
疞	heoi	xu
疟	joek	nue yao
疠	lai laai	li lai
疡	joeng	yang
疢	can	chen
疣	jau	you
疤	baa baan naa	ba
疥	gaai	jie
疦	kyut	jue xue
疧	kei zi	qi
疨	haa ngaa aa	ya xia
疩	seoi	cui
疪	bei	bi
疫	jik	yi
疬	lik lek	li
疭	zung	zong
疮	cong	chuang
疯	fung	feng
疰	zyu	zhu
疱	paau	pao
疲	pei	pi
疳	gam	gan
疴	o ngo	ke
疵	ci	ci
疶	sit	xue
疷	zi	zhi
疸	taan daam daan	dan da
疹	can zan	zhen
疺	fat	fa bian
疻	zi	zhi
疼	tang tung	teng
疽	zeoi ceoi	ju
疾	zat zaat	ji
疿	fai fei	fei
痀	keoi jyu	gou
痁	dim sim zim	shan dian
痂	gaa ge	jia
痃	jin jyun	xuan
痄	zaa	zha
病	beng bing	bing
痆	naat laat	nie
症	zing	zheng
痈	jung	yong
痉	ging	jing
痊	cyun	quan
痋	tang cung tung	teng chong
痌	tung	tong
痍	ji	yi
痎	gaai	jie
痏	fui wai	wei you yu
痐	wui	hui
痑	taan	tan shi
痒	joeng	yang
痓	ci	chi
痔	zi	zhi
痕	han	hen
痖	aa ngaa	ya
痗	mui fui	mei
痘	dau	dou
痙	ging	jing
痚	haau	xiao
痛	tung	tong
痜	tuk	tu
痝	mong	mang
痞	pei fau mau	pi
痟	siu	xiao
痠	syun	suan
痡	pou fu	pu
痢	lei	li
痣	zi	zhi
痤	co	cuo
痥	dyut	duo
痦	ng m	wu
痧	saa	sha
痨	lou	lao
痩	sau	shou
痪	wun	huan
痫	gaan haan	xian
痬	jik	yi
痭	bang	beng peng
痮	zoeng	zhang
痯	gun gwun	guan
痰	taam	tan
痱	fai fei	fei
痲	maa lam	ma
痳	maa lam	ma lin
痴	ci	chi
痵	gwai	ji
痶	din	tian dian
痷	am jip ngam	an ye e
痸	cai	chi
痹	bei	bi
痺	bei	bi
痻	man	min
痼	gu gwu	gu
痽	deoi	dui
痾	o ngo	ke e
痿	wai	wei
瘀	jyu	yu
瘁	seoi	cui
瘂	aa ngaa	ya
瘃	zuk	zhu
瘄	cou	cu
瘅	daan taan do	dan
瘆	sam	shen
瘇	zung	zhong
瘈	zai gai kai	zhi chi
瘉	jyu	yu
瘊	hau	hou
瘋	fung	feng
瘌	laat	la
瘍	joeng	yang
瘎	sam	chen
瘏	tou	tu
瘐	jyu	yu
瘑	gwo go	guo
瘒	wan	wen
瘓	wun	huan
瘔	fu	ku
瘕	gaa haa	jia xia
瘖	jam am ngam	yin
瘗	ji ai	yi
瘘	lau	lou
瘙	sou	sao
瘚	kyut	jue
瘛	kai cai zai	chi
瘜	sik	xi
瘝	gwaan	guan
瘞	ji ai	yi
瘟	wan	wen
瘠	zek zik	ji
瘡	cong	chuang
瘢	baan pun	ban
瘣	wui waai	lei hui
瘤	lau	liu
瘥	caai co	chai cuo
瘦	sau	shou
瘧	joek	nue yao
瘨	din	dian chen
瘩	daap daat	da
瘪	bit bet	bie
瘫	taan	tan
瘬	zoeng	zhang
瘭	biu	biao
瘮	sam	shen
瘯	cuk zuk	cu
瘰	lo leoi	luo
瘱	ai ji ngai	yi
瘲	zung	zong
瘳	cau	chou
瘴	zoeng	zhang
瘵	zaai	zhai
瘶	sau	sou
瘷	zek	se
瘸	ke koe	que
瘹	diu	diao
瘺	lau	lou
瘻	lau	lou
瘼	mok	mo
瘽	kan gan	qin
瘾	jan	yin
瘿	jing	ying
癀	wong	huang
癁	fuk	fu
療	liu	liao
癃	lung	long
癄	ciu	qiao jiao
癅	lau	liu
癆	lou	lao
癇	gaan haan	xian
癈	fai	fei
癉	daan taan do	dan
癊	jam	yin
癋	hok	he
癌	ngaam aam	ai
癍	baan	ban
癎	gaan haan	xian
癏	gwaan	guan
癐	gui wai gwui	gui wei
癑	nung lung	nong
癒	jyu	yu
癓	mei	wei
癔	ji	yi
癕	jung	yong
癖	pik	pi
癗	leoi	lei
癘	lai laai	li lai
癙	syu	shu
癚	daam	dan
癛	lam	lin
癜	din	dian
癝	lam	lin
癞	laai laat naan	lai
癟	bit bet	bie
癠	zek cai zik	ji
癡	ci	chi
癢	joeng	yang
癣	sin	xuan
癤	zit	jie
癥	zing	zheng
癦	mak	meng
癧	lik lek	li
癨	fok	huo
癩	laai laat naan	lai
癪	zik	ji
癫	din	dian
癬	sin	xuan
癭	jing	ying
癮	jan	yin
癯	keoi	qu
癰	jung	yong
癱	taan	tan
癲	din	dian
癳	lo	luo
癴	lyun	luan
癵	lyun	luan
癶	but	bo
癷	gon	bo
癸	gwai	gui
癹	bat	ba
発	faat	fa
登	dang	deng
發	faat but fat	fa
白	baak	bai
百	baak mak	bai
癿	ke gaa	bie
皀	bik gwai	ji bi
皁	zou	zao
皂	zou	zao
皃	maau	mao
的	dik	de di
皅	paa	pa ba
皆	gaai	jie
皇	wong	huang
皈	gwai	gui
皉	cai ci	ci
皊	ling	ling
皋	gou	gao hao
皌	mut	mo
皍	zik	ji
皎	gaau giu	jiao
皏	pang	peng
皐	gou	gao yao
皑	ngoi oi ji	ai
皒	ngo o	e
皓	hou gou	hao
皔	hon	han
皕	bik bat	bi
皖	wun	wan
皗	cau	chou
皘	sin	qian
皙	sik	xi
皚	ngoi ji oi	ai
皛	kiu jiu	xiao
皜	hou	hao
皝	fong	huang
皞	hou	hao
皟	caak	ze
皠	ceoi	cui
皡	hou	hao
皢	hiu	xiao
皣	jip	ye
皤	po	po
皥	hou	hao
皦	giu gaau	jiao
皧	oi ngoi	ai
皨	sing	xing
皩	fong	huang
皪	lik	li luo bo
皫	piu	piao
皬	hok	he
皭	zoek ziu	jiao
皮	pei	pi
皯	gon	gan
皰	paau	pao
皱	zau caau	zhou
皲	gwan	jun
皳	kau	qiu
皴	seon ceon	cun
皵	zoek cik coek	que
皶	zaa	zha
皷	gu gwu	gu
皸	gwan	jun
皹	gwan	jun
皺	zau caau	zhou
皻	zaa	zha cu
皼	gu gwu	gu
皽	zin	zhao zhan dan
皾	duk	du
皿	ming	min
盀	hei	qi
盁	jing	ying
盂	jyu gun	yu
盃	bui	bei
盄	diu suk	diao
盅	zung	zhong
盆	pun	pen
盇	hap	he
盈	jing	ying
盉	wo	he
益	jik	yi
盋	but	bo
盌	wun	wan
盍	hap	he
盎	ong on ngong	ang
盏	zaan	zhan
盐	jim	yan
监	gaam	jian
盒	hap haap	he
盓	jyu wu	yu
盔	kwai	kui
盕	faan	fan
盖	goi hap gap	gai ge he
盗	dou	dao
盘	pun	pan
盙	fu	fu
盚	kau	qiu
盛	sing	sheng cheng
盜	dou	dao
盝	luk	lu
盞	zaan	zhan
盟	mang maang ming	meng
盠	lai	li
盡	zeon	jin
盢	gwik	xu
監	gaam	jian
盤	pun	pan
盥	gun fun gwun	guan
盦	am ngam	an
盧	lou leoi	lu
盨	seoi so	xu
盩	zau	zhou chou
盪	dong tong	dang
盫	am ngam	an
盬	gu gwu	gu
盭	leoi lai	li
目	muk	mu
盯	ding deng	ding
盰	gon	gan
盱	heoi	xu
盲	maang mang	mang
盳	maang mong	mang wang
直	zik	zhi
盵	hei	qi
盶	jyun	yuan
盷	jyun	tian xian
相	soeng	xiang
盹	deon zeon	dun
盺	jan	xin
盻	hai paan	xi pan
盼	paan	pan
盽	fung	feng
盾	teon seon	dun
盿	man	min
眀	ming	ming
省	saang sing	sheng xing
眂	si	shi
眃	wan	yun hun
眄	min	mian
眅	paan	pan
眆	fong	fang
眇	miu	miao
眈	daam	dan
眉	mei	mei
眊	mou	mao
看	hon	kan
県	jyun	xian
眍	kau	kou
眎	si	shi
眏	ong ngong	ying yang
眐	zing	zheng
眑	jiu	yao ao
眒	san	shen
眓	kut kwut	huo
眔	daap	da
眕	zan can	zhen
眖	fong	kuang
眗	geoi	ju xu kou
眘	san	shen
眙	ci ji	yi chi
眚	saang	sheng
眛	mui mei	mei
眜	mut mit	mo mie
眝	cyu ling ning	zhu
眞	zan	zhen
真	zan	zhen
眠	min	mian
眡	si	shi
眢	jyun	yuan
眣	dit	die ti
眤	nik lik	ni
眥	zi zaai zai	zi
眦	zi zaai zai	zi
眧	ciu	chao
眨	zaam zaap	zha
眩	jyun waan	xuan
眪	bing	bing fang
眫	mai	pang pan
眬	lung	long
眭	kwai seoi	sui
眮	tung	tong
眯	mai mei mi	mi
眰	dit	die zhi
眱	ji	di
眲	nei ngaak ngak	ne
眳	ming	ming
眴	seon hyun jyun	xuan shun xun
眵	ci	chi
眶	kwaang hong	kuang
眷	gyun	juan
眸	mau	mou
眹	zan zam	zhen
眺	tiu	tiao
眻	joeng	yang
眼	ngaan aan ngaam	yan
眽	mak maak	mo
眾	zung	zhong
眿	mak	mo
着	zoek ziu	zhe zhuo zhao
睁	zang zaang	zheng
睂	mei	mei
睃	so ling zeon	suo
睄	saau ciu	qiao shao xiao
睅	hon wun	han
睆	wun	huan
睇	tai dai	di
睈	cing	cheng
睉	co	cuo zhuai
睊	gyun	juan
睋	ngo o	e
睌	maan	mian
睍	jin	xian
睎	hei	xi
睏	kwan fan han	kun
睐	loi	lai
睑	gim lim	jian
睒	sim sip	shan
睓	tin	tian
睔	gwan	gun
睕	jyun waan wun	wan
睖	ling nang	leng
睗	sik	shi
睘	king	qiong
睙	lit	li
睚	ngaai aai	ya
睛	zing	jing
睜	zang zaang	zheng
睝	lei	li
睞	loi	lai
睟	seoi	sui zui
睠	gyun	juan
睡	seoi	shui
睢	seoi fai	sui
督	duk	du
睤	pai	bi
睥	pai pei be	pi bi
睦	muk	mu
睧	fan	hun
睨	ngai ai	ni
睩	luk	lu
睪	jik gou zaak	yi ze gao
睫	zit zip	jie
睬	coi	cai
睭	zau	zhou
睮	jyu	yu
睯	fan	hun
睰	maat	ma
睱	haa	xia
睲	sing	xing
睳	fui	hui
睴	gwan	hun
睵	zoi	zai
睶	ceon	chun
睷	gin	jian
睸	mei	mei
睹	dou	du
睺	hau	hou
睻	hyun	xuan
睼	tin dai tai	ti
睽	kwai	kui
睾	gou	gao
睿	jeoi	rui
瞀	mau	mao
瞁	gwik hik	xu
瞂	fat	fa
瞃	wat	wo
瞄	miu	miao
瞅	cau	chou
瞆	gwai kui kwui	gui wei kui
瞇	mai mei mi	mi
瞈	jung	weng
瞉	kau gai	kou ji
瞊	dong	dang
瞋	can zan	chen
瞌	hap	ke
瞍	sau	sou
瞎	hat	xia
瞏	king	qiong huan
瞐	mok	mo
瞑	ming min	ming
瞒	mun	man men
瞓	fan	fen
瞔	zaak	ze
瞕	zoeng	zhang
瞖	ai ngai	yi
瞗	diu dau	diao dou
瞘	kau	kou
瞙	mok	mo
瞚	seon	shun
瞛	cung	cong
瞜	lau	lou lu
瞝	ci	chi
瞞	mun	man men
瞟	piu	piao
瞠	caang tong	cheng
瞡	kwai	gui
瞢	mung mang	meng
瞣	waan	wan
瞤	seon	shun run
瞥	pit	pie
瞦	hei	xi
瞧	ciu	qiao
瞨	pok	pu
瞩	zuk	zhu
瞪	dang caang cing	deng
瞫	sam	shen
瞬	seon	shun
瞭	liu	liao
瞮	cit	che
瞯	gaan haan	jian xian
瞰	ham	kan
瞱	jip	ye
瞲	hyut jyut leot	xue
瞳	tung	tong
瞴	mou mei	wu mi
瞵	leon	lin
瞶	gwai kui kwui	gui kui
瞷	gaan	jian
瞸	jip hip	ye
瞹	oi ngoi	ai
瞺	wai wui	hui
瞻	zim	zhan
瞼	gim lim	jian
瞽	gu gwu	gu
瞾	ziu	zhao
瞿	keoi geoi fok	qu ju
矀	mei	wei
矁	cau	chou
矂	sou cou	sao
矃	ning ling	ning cheng
矄	fan	xun
矅	jiu	yao
矆	fok	huo yue
矇	mung	meng
矈	min	mian
矉	pan	pin
矊	min	mian
矋	lai	lei
矌	kwong gwong kong	kuang guo
矍	fok gwok	jue
矎	hing hyun	xuan
矏	min	mian
矐	hok fok kok	huo
矑	lou	lu
矒	mung	meng
矓	lung	long
矔	gun gwun	guan quan
矕	maan	man
矖	saai	xi
矗	cuk	chu
矘	tong	tang
矙	ham	kan
矚	zuk	zhu
矛	maau	mao
矜	ging gwaan kam	jin guan qin
矝	ging	jin qin guan
矞	wat jyut kyut	yu xu jue
矟	sok	shuo
矠	zaak caak	ze
矡	fok	jue
矢	ci si	shi
矣	ji	yi
矤	can	shen
知	zi	zhi
矦	hau	hou
矧	can	shen
矨	jing	ying
矩	geoi	ju
矪	zau	zhou
矫	giu kiu	jiao
矬	co	cuo
短	dyun	duan
矮	ai aai ngaai	ai
矯	giu kiu	jiao
矰	zang	zeng
矱	wok	yue
矲	baa	ba
石	sek daam	shi dan
矴	ding deng	ding
矵	cai	qi
矶	gei	ji
矷	zi	zi
矸	gon hon	gan
矹	ngat at	wu
矺	zaak	zhe
矻	ngat fat at	ku
矼	gong hong	gang qiang kong
矽	zik	xi
矾	faan	fan
矿	kong kwong gwong	kuang
砀	dong	dang
码	maa	ma
砂	saa	sha
砃	daan	dan
砄	kyut	jue
砅	lai	li
砆	fu	fu
砇	man	min
砈	ngo o	e
砉	waak	hua xu
砊	kong hong	kang
砋	zi	zhi
砌	cai cit	qi qie
砍	ham	kan
砎	gaai	jie
砏	fan paan	pin bin fen
砐	ngap ap	e
砑	ngaa aa	ya
砒	pei	pi
砓	zit	zhe
研	jin ngaan gaan	yan
砕	seoi	sui
砖	zyun	zhuan
砗	ce	che
砘	deon	dun
砙	ngaa aa	wa
砚	jin	yan
砛	gaam	jin
砜	fung	feng
砝	faat fat	fa
砞	mut	mo
砟	zok zaa	zha
砠	zeoi ceoi	ju
砡	juk	yu
砢	lo o ngo	luo ke
砣	to	tuo
砤	to	tuo
砥	dai zi	di
砦	zaai	zhai
砧	zam	zhen
砨	ak aai ngak	e
砩	fat fai	fu fei
砪	mou	mu
砫	zyu cyu	zhu
砬	laap laa	la li
砭	bin	bian
砮	nou lou	nu
砯	ping	ping
砰	ping paang baang	peng
砱	leon ling	ling
砲	paau	pao
砳	laak	le
破	po	po
砵	but	bo
砶	paak	po
砷	san	shen
砸	zaap zaak	za
砹	ngaai aai	ai
砺	lai	li
砻	lung	long
砼	tung	tong
砽	jung	yong
砾	lik lok	li
砿	kong	kuang
础	co	chu
硁	hang hing	keng
硂	cyun	quan
硃	zyu	zhu
硄	hong	kuang guang
硅	gwai	gui
硆	ngap ap	e
硇	naau laau	nao
硈	kit	qia
硉	leot	lu
硊	ngai kwai ai	hui
硋	ngoi oi	ai
硌	gok lok	ge luo
硍	haan	yin
硎	jing	xing
硏	jin gaan gin	yan
硐	dung	dong
硑	ping	peng ping
硒	sai	xi
硓	lou	lao
硔	hung	gong hong
硕	sek	shuo shi
硖	hap gip haap	xia
硗	haau	qiao
硘	wui	qing
硙	wai hoi ngoi	wei ai
硚	kiu	qiao
硛	zik	
硜	hang hing	keng
硝	siu	xiao
硞	kok kuk	que ke ku
硟	cin	chan
硠	long	lang
硡	wang gwang	hong
硢	jyu	yu
硣	haau	xiao
硤	haap hap gip	xia
硥	mong pong	mang bang
硦	lok	luo long
硧	jung	yong tong
硨	ce	che
硩	zit	che
硪	ngo o	wo
硫	lau	liu
硬	ngaang aang	ying
硭	mong	mang
确	kok kak	que
硯	jin	yan
硰	saa co	sha
硱	kwan	kun
硲	juk	yu
硳	cek	
硴	faa	hua
硵	lou	lu
硶	cam	chen
硷	gaan him	jian
硸	joek	nue
硹	sung	song
硺	zoek	zhuo
硻	hang kong	keng
硼	paang pang	peng
硽	jim	yan
硾	zeoi	zhui chui duo
硿	hung	kong
碀	cang	cheng
碁	gei kei	qi
碂	zung	zong cong
碃	cing	qing
碄	lam	lin
碅	kwan	jun
碆	bo	bo
碇	ding deng	ding
碈	man	hun
碉	diu	diao
碊	zin	jian zhan
碋	ho	he
碌	luk	lu liu
碍	ngoi oi	ai
碎	seoi	sui
碏	coek	que xi
碐	ling	leng
碑	bei	bei
碒	jam	yin
碓	deoi	dui
碔	mou	wu
碕	kei	qi
碖	leon	lun
碗	wun	wan
碘	din	dian
碙	naau gong laau	nao gang
碚	pui bui	bei
碛	zik zaat cik	qi
碜	cam	chen
碝	jyun	ruan
碞	ngaam jam aam	yan
碟	dip	die
碠	ding	ding
碡	duk zuk	zhou
碢	to	tuo
碣	kit	jie ya
碤	jing	ying
碥	bin	bian
碦	haak	ke
碧	bik	bi
碨	wai wui	wei
碩	sek	shuo shi
碪	zam	zhen
碫	dyun	duan
碬	haa	xia
碭	dong	dang
碮	tai	ti di
碯	nou lou	nao
碰	pung	peng
碱	gaan	jian
碲	dai	di
碳	taan	tan
碴	zaa caa	cha
碵	zing	tian
碶	kai	qi
碷	seon	dun
碸	fung	feng
碹	syun	xuan
確	kok	que
碻	kok	qiao que
碼	maa	ma
碽	gung	gong
碾	zin nin ngaan	nian
碿	seot	su xie
磀	ngaak aak	e
磁	ci	ci
磂	lau	liu
磃	si tai	si ti
磄	tong	tang
磅	bong pong	bang pang
磆	waat	hua ke gu
磇	pei	pi
磈	faai	wei kui
磉	song	sang
磊	leoi	lei
磋	co	cuo
磌	tin	tian
磍	git daat hat	xia qia ya
磎	kai	xi
磏	lim him	lian qian
磐	pun	pan
磑	wai hoi ngai	wei ai gai
磒	wan	yun
磓	deoi	dui
磔	zaak	zhe
磕	hap ham koi	ke
磖	laap laa	la
磗	zyun	zhuan
磘	jiu	yao
磙	gwan	gun
磚	zyun	zhuan
磛	caam	chan
磜	zai cai	qi
磝	ngou ou	ao qiao
磞	paang pang	peng
磟	luk	liu
磠	lou	lu
磡	ham	kan
磢	cong coeng saang	chuang
磣	cam	chen
磤	jan	yin
磥	leoi	lei
磦	biu	biao
磧	zik cik zaak	qi
磨	mo	mo
磩	cik	qi zhu
磪	ceoi	cui
磫	zung	zong
磬	hing	qing
磭	coek	chuo
磮	leon	lun
磯	gei	ji
磰	sin	shan
磱	lou	lao luo
磲	keoi	qu
磳	zang	zeng
磴	dang	deng
磵	gaan	jian
磶	sik	xi
磷	leon ling	lin
磸	ding	ding
磹	taam dim	tan
磺	wong	huang
磻	pun bo	pan bo
磼	zaap	ji she
磽	haau	qiao
磾	dai	di
磿	lik	li
礀	gaan	jian
礁	ziu	jiao
礂	hei	xi
礃	zoeng	zhang
礄	kiu	qiao
礅	deon	dun
礆	him gaan	jian
礇	juk	yu
礈	zeoi	zhui
礉	hat haau	he qiao
礊	hak	ke huo
礋	zaak	ze
礌	leoi	lei
礍	kit	jie
礎	co	chu
礏	jap	ye
礐	kok	que hu
礑	dong	dang
礒	ngai ai	yi
礓	goeng	jiang
礔	pik	pi
礕	pik	pi
礖	jyu	yu
礗	pan ban	pin
礘	ngap ap	e qi
礙	ngoi oi	ai
礚	hap	ke
礛	laam gaam	jian
礜	jyu	yu
礝	jyun	ruan
礞	mung	meng
礟	paau	pao
礠	ci	ci
礡	bok	bo
礢	joeng	yang
礣	maat mat	mie
礤	caat	ca
礥	jin	xian xin
礦	kwong gwong kong	kuang
礧	leoi	lei
礨	leoi	lei
礩	zat zi	zhi
礪	lai	li
礫	lik lok	li
礬	faan	fan
礭	kok	que
礮	paau	pao
礯	jing	ying
礰	lik	li
礱	lung	long
礲	lung	long
礳	mo	mo
礴	bok	bo
礵	soeng	shuang
礶	gun gwun	guan
礷	laam	jian
礸	caat	ca
礹	ngaam jim aam	yan
示	si kei	shi
礻	si	shi
礼	lai	li
礽	jing	reng
社	se	she
礿	joek	yue
祀	zi	si
祁	kei	qi
祂	taa	ta
祃	maa ngaa	ma
祄	gaai haai	xie
祅	jiu	yao
祆	hin	xian
祇	kei zi	qi zhi
祈	kei	qi
祉	zi ci	zhi
祊	bang paang	beng fang
祋	doi deoi	dui
祌	zung cung	zhong
祍	jam	ren
祎	ji	yi
祏	sek	shi
祐	jau	you
祑	zat	zhi
祒	tiu	tiao
祓	fat	fu
祔	fu	fu
祕	bei bai	bi mi
祖	zou	zu
祗	zi	zhi
祘	syun	suan
祙	mei	mei
祚	zou	zuo
祛	keoi	qu
祜	wu	hu
祝	zuk zau	zhu
神	san	shen
祟	seoi syu	sui
祠	ci	ci
祡	caai	chai
祢	nei lei nai	mi
祣	leoi	lu
祤	jyu heoi	yu
祥	coeng	xiang
祦	ng m	wu
祧	tiu	tiao
票	piu biu	piao
祩	zyu	zhu
祪	gwai	gui
祫	haap	xia
祬	zi	zhi
祭	zai zaai	ji zhai
祮	haau	gao
祯	zing	zhen
祰	haau guk	gao
祱	seoi	shui lei
祲	zam	jin
祳	san	shen
祴	goi	gai
祵	kwan	kun
祶	dai	di
祷	tou dou	dao
祸	wo	huo
祹	tou	tao
祺	kei	qi
祻	gu gwu	gu
祼	gun gwun	guan
祽	zeoi	zui
祾	ling	ling
祿	luk	lu
禀	ban lam	bing
禁	gam kam	jin
禂	dou tou	dao
禃	zik	zhi
禄	luk	lu
禅	sim sin	chan shan
禆	pei	bi pi
禇	cyu	chu
禈	fai	hui
禉	jau	you
禊	hai	xi
禋	jan	yin
禌	zi	zi
禍	wo	huo
禎	zing	zhen
福	fuk fu	fu
禐	jyun	yuan
禑	ng m	xu
禒	sin	xian
禓	joeng soeng	yang shang
禔	tai	zhi ti
禕	ji	yi
禖	mui	mei
禗	si	si
禘	dai	di
禙	bui	bei
禚	zoek zuk	zhuo
禛	zan	zhen
禜	wing	ying
禝	zik	ji
禞	haau	gao
禟	tong	tang
禠	si	si
禡	maa ngaa	ma
禢	taap daap	ta
禣	bok	fu
禤	hyun	xuan
禥	kei	qi
禦	jyu	yu
禧	hei	xi
禨	gei	ji
禩	zi	si
禪	sim sin	shan chan
禫	taam daam	dan
禬	kui wui kwui	gui
禭	seoi	sui
禮	lai	li
禯	nung lung	nong
禰	nei nai lei	mi
禱	tou dou	dao
禲	lai	li
禳	joeng	rang
禴	joek	yue
禵	tai	ti
禶	zaan	zan
禷	leoi	lei
禸	jau nau	rou
禹	jyu	yu
禺	jyu	yu ou
离	ci lei le	li
禼	sit	xie
禽	kam	qin
禾	wo	he
禿	tuk	tu
秀	sau	xiu
私	si	si
秂	jan	ren
秃	tuk	tu
秄	zi	zi
秅	caa dou	cha na
秆	gon	gan
秇	ngai ai	zhi yi
秈	sin	xian
秉	bing	bing
秊	nin lin	nian
秋	cau	qiu
秌	cau	qiu
种	cung zung	zhong chong
秎	fan	fen
秏	hou	hao mao
秐	wan	yun
科	fo	ke
秒	miu	miao
秓	zi	zhi
秔	gang	jing
秕	bei	bi
秖	zi kei	zhi
秗	jyu	yu
秘	bei bai	mi bi
秙	fu	ku
秚	bun	ban
秛	pei	pi
秜	nei lei	ni
秝	lik	li
秞	jau	you
租	zou	zu
秠	pei	pi
秡	bat	bo
秢	ling	ling
秣	mut	mo
秤	cing ping	cheng
秥	nim lim	nian
秦	ceon	qin
秧	joeng	yang
秨	zok	zuo
秩	dit	zhi
秪	zi	di
秫	seot	shu
秬	geoi	ju
秭	zi	zi
秮	wut	huo kuo
积	zik	ji
称	cing can	cheng chen
秱	tung	tong
秲	zi	shi zhi
秳	wut	huo kuo
秴	hap	huo
秵	jan	yin
秶	zi	zi
秷	zat	zhi
秸	gaai	jie
秹	jam	ren
秺	dou	du
移	ji	yi
秼	zyu	zhu
秽	wai	hui
秾	nung lung	nong
秿	fu	fu pu
稀	hei	xi
稁	gou	gao
稂	long	lang
稃	fu	fu
稄	seon zak	xun ze
稅	seoi teoi tyut	shui
稆	leoi	lu
稇	kwan	kun
稈	gon	gan
稉	gang	jing
稊	tai	ti
程	cing	cheng
稌	tou dou	tu shu
稍	saau	shao
税	seoi teoi tyut	shui
稏	aa ngaa	ya
稐	leon	lun
稑	luk	lu
稒	gu gwu	gu
稓	zok	zuo
稔	nam nim jam	ren
稕	zeon	zhun
稖	bong paang	bang
稗	baai pei bai	bai
稘	gei	ji qi
稙	zik	zhi
稚	zi	zhi
稛	kwan	kun
稜	ling lang	leng ling
稝	paang	peng
稞	fo	ke
稟	ban lam	bing
稠	cau	chou
稡	zeoi	zui zu su
稢	juk	yu
稣	sou	su
稤	loek	lue
稥	hoeng	xiang
稦	ji	yi
稧	hai	xi qie
稨	bin	bian
稩	gei	ji
稪	fuk	fu
稫	pik bik	pi bi
稬	no lo	nuo
稭	gaai	jie
種	zung	zhong
稯	zung	zong
稰	seoi	xu
稱	cing can	cheng chen
稲	dou	dao
稳	wan	wen
稴	jim	xian jian lian
稵	zi	zi jiu
稶	juk	yu
稷	zik	ji
稸	cuk	xu
稹	zan can	zhen
稺	zi	zhi
稻	dou	dao
稼	gaa	jia
稽	kai	ji qi
稾	gou	gao
稿	gou	gao
穀	guk gau huk	gu
穁	jung	rong
穂	seoi	sui
穃	jung	rong
穄	zai	ji
穅	hong	kang
穆	muk	mu
穇	saam caam	shan can cen
穈	mun mei	men mei
穉	zi	zhi
穊	gei kei	ji
穋	luk	lu
穌	sou	su
積	zik	ji
穎	wing	ying
穏	wan	wen
穐	cau	qiu
穑	sik	se
穒	niu liu	
穓	jik	yi
穔	wong	huang
穕	cip	qie
穖	gei	ji
穗	seoi	sui
穘	hiu haau jiu	xiao rao
穙	buk	pu
穚	giu	jiao
穛	zuk coek	zhuo bo
穜	tung zung	tong zhong
穝	zeoi	zuo
穞	leoi	lu
穟	seoi	sui
穠	nung lung	nong
穡	sik	se
穢	wai	hui
穣	joeng	rang
穤	no lo	nuo
穥	jyu	yu
穦	pan	pin
穧	zai	ji
穨	teoi	tui
穩	wan	wen
穪	cing	cheng
穫	wok wu	huo
穬	kong kwong	kuang
穭	leoi	lu
穮	biu	biao pao
穯	sik	se
穰	joeng	rang
穱	zoek zuk	zhuo jue
穲	lei	li
穳	cyun	cuan zan
穴	jyut	xue
穵	waat waa	wa
究	gau	jiu
穷	kung	qiong
穸	zik	xi
穹	kung gung hung	qiong
空	hung	kong
穻	jyu	yu
穼	sam	shen
穽	zing zeng	jing
穾	jiu ngaau	yao
穿	cyun	chuan
窀	zeon	zhun
突	dat duk	tu
窂	lou	lao
窃	sit	qie
窄	zaak	zhai
窅	jiu	yao
窆	bin	bian
窇	bok	bao
窈	miu jiu	yao
窉	bing	bing
窊	waa	wa
窋	zyut fat gwat	ku zhu
窌	gaau paau	jiao liao liu
窍	kiu hiu	qiao
窎	diu	diao
窏	wu	wu
窐	waa	wa gui
窑	jiu	yao
窒	zat dit	zhi
窓	coeng	chuang
窔	jiu ngau	yao
窕	tiu jiu diu	tiao yao
窖	gaau	jiao
窗	coeng	chuang
窘	kwan	jiong
窙	haau	xiao
窚	sing	cheng
窛	kau	kou
窜	cyun	cuan
窝	wo	wo
窞	daam tam ham	dan
窟	fat gwat	ku
窠	wo fo	ke
窡	zeot	zhuo
窢	wik	huo
窣	seot	su
窤	gun gwun	guan
窥	kwai	kui
窦	dau duk	dou
窧	coek	zhuo
窨	jam fan	xun yin
窩	wo	wo
窪	waa gwai	wa
窫	jaak zaat aat	ya ye
窬	jyu	yu
窭	geoi lau	ju
窮	kung	qiong
窯	jiu	yao
窰	jiu	yao
窱	tiu	tiao
窲	caau	chao
窳	jyu	yu
窴	zi tin	tian dian yan
窵	diu	diao
窶	geoi lau	ju
窷	liu	liao
窸	sik	xi
窹	ng m	wu
窺	kwai	kui
窻	coeng	chuang
窼	zaau	chao ke
窽	fun	kuan cuan
窾	fun	kuan cuan
窿	lung	long
竀	cang cing	cheng
竁	ceoi	cui
竂	liu	liao
竃	hung	zao
竄	cyun	cuan
竅	hiu kiu	qiao
竆	kung	qiong
竇	dau duk	dou
竈	zou	zao
竉	lung	long
竊	sit	qie
立	laap lap nap	li
竌	cyu	chu
竍		shi
竎	fu	fu
竏		qian
竐	cuk	chu qi
竑	wang	hong
竒	kei	qi
竓		hao
竔	sing lap	sheng
竕		fen
竖	syu	shu
竗	miu	miao
竘	keoi geoi	qu kou
站	zaam	zhan
竚	cyu	zhu
竛	ling	ling
竜	lung	long
竝	bing	bing
竞	ging	jing
竟	ging	jing
章	zoeng	zhang
竡		bai
竢	zi	si
竣	zeon ceon	jun
竤	wang	hong
童	tung	tong
竦	sung	song
竧	zing	jing zhen
竨	diu	diao
竩	ji	yi
竪	syu	shu
竫	zing	jing
竬	geoi	qu
竭	kit	jie
竮	ping	ping
端	dyun	duan
竰		li
竱	zyun	zhuan
竲	cang	ceng zeng
竳	dang	deng
竴	ceon	cun
竵	waai me	wai
競	ging	jing
竷	ham	kan
竸	ging	jing
竹	zuk	zhu
竺	zuk	zhu du
竻	lak	le jin
竼	pung	peng
竽	jyu	yu
竾	ci	chi
竿	gon	gan
笀	mong	mang
笁	zuk	zhu
笂	jyun	wan
笃	duk	du
笄	gai	ji
笅	gaau haau ngaau	jiao
笆	baa	ba
笇	syun	suan
笈	kap	ji
笉	can wan	qin
笊	zaau	zhao
笋	seon	sun
笌	ngaa aa	ya
笍	zeoi	zhui rui
笎	jyun	yuan
笏	fat wat	hu
笐	hong	hang
笑	siu	xiao
笒	sam gam ham	cen jin han
笓	pei	bi pi
笔	bat	bi
笕	gaan	jian
笖	ji	yi
笗	dung	dong
笘	sim dip	shan
笙	sang saang	sheng
笚	daap haap	da xia na
笛	dek det	di
笜	zeot	zhu
笝	naap laap	na
笞	ci	chi
笟	ku kwu	gu
笠	lap nap	li
笡	ce	qie
笢	man	min
笣	baau	bao
笤	tiu	tiao
笥	zi si	si
符	fu	fu
笧	caak	ce
笨	ban	ben
笩	fat	fa
笪	daat	da
笫	zi ji	zi
第	dai	di
笭	ling leng	ling
笮	zaak zaa zok	ze zuo
笯	nou lou	nu
笰	fat	fu fei
笱	gau	gou
笲	faan bin	fan
笳	gaa	jia
笴	go gon gou	gan
笵	faan	fan
笶	ci	shi
笷	maau	mao
笸	po bo	po
笹	sai	ti
笺	zin	jian
笻	kung	qiong
笼	lung	long
笽	ming	min
笾	bin	bian
笿	lok	luo
筀	gai	gui
筁	kuk	qu
筂	ci	chi
筃	jan	yin
筄	jiu	yao
筅	sin	xian
筆	bat	bi
筇	kung	qiong
筈	kut kwut	kuo
等	dang	deng
筊	gaau ngaau	jiao
筋	gan gwaan	jin
筌	cyun	quan
筍	seon	sun
筎	jyu	ru
筏	fat	fa
筐	hong kwaang	kuang
筑	zuk	zhu
筒	tung	tong
筓	gai	ji
答	daap	da
筕	hang hong	hang
策	caak	ce
筗	zung	zhong
筘	kau	kou
筙	loi	lai
筚	bat	bi
筛	sai si	shai
筜	dong	dang
筝	zang zaang	zheng
筞	caak	ce
筟	fu	fu
筠	wan gwan	yun jun
筡	seoi syu tou	tu
筢	paa	pa
筣	lei	li
筤	long	lang
筥	geoi	ju
筦	gun gwun	guan
筧	gaan	jian
筨	ham	han
筩	tung	tong
筪	haap	xia
筫	zi	zhi
筬	sing	cheng
筭	syun	suan
筮	sai	shi
筯	zyu	zhu
筰	zok	zuo
筱	siu	xiao
筲	saau	shao
筳	ting	ting
筴	caak gaap	ce
筵	jin	yan
筶	gou	gao
筷	faai	kuai
筸	gon	gan
筹	cau	chou
筺	hong	kuang
筻	gaang	gang
筼	wan	yun
筽	ng m	o
签	cim	qian
筿	siu	xiao
简	gaan kaan	jian
箁	pau	pou bu fu
箂	loi	lai
箃	zau	zou
箄	paai bei	pai bei
箅	bei bai	bi
箆	bei	bi
箇	go	ge
箈	ci	tai chi
箉	gwaai	guai dai
箊	jyu	yu
箋	zin	jian
箌	dou zaau	zhao dao
箍	ku kwu	gu
箎	ci	chi
箏	zang zaang	zheng
箐	zing coeng sin	jing qing
箑	saap sip zit	sha
箒	zau zaau	zhou
箓	luk	lu
箔	bok	bo
箕	gei	ji
箖	lam	lin
算	syun	suan
箘	kwan	jun qun
箙	fuk	fu
箚	zaap zaat	zha
箛	gu ku gwu	gu
箜	hung	kong
箝	kim	qian
箞	hyun	quan
箟	kwan	jun
箠	seoi ceoi zeoi	chui
管	gun gwun	guan
箢	jyun	yuan wan
箣	caak	ce
箤	zyut ceoi	zu
箥	bai	po
箦	zaak	ze
箧	haap gip hip	qie
箨	tok	tuo
箩	lo	luo
箪	daan	dan
箫	siu	xiao
箬	joek	ruo
箭	zin	jian
箮	hyun	xuan
箯	bin	bian
箰	seon	sun
箱	soeng	xiang
箲	sin	xian
箳	ping	ping
箴	zam	zhen
箵	sing	xing
箶	wu	hu
箷	ji si	shi yi
箸	zyu	zhu
箹	ak aau cuk	yue yao chuo
箺	ceon	chun
箻	leot	lu
箼	uk nguk	wu
箽	dung	dong
箾	sok siu	xiao shuo qiao
箿	zaap	ji
節	zit	jie
篁	wong	huang
篂	sing	xing
篃	mei	mei
範	faan	fan
篅	cyun syun	chuan
篆	syun	zhuan
篇	pin	pian
篈	fung	feng
築	zuk	zhu
篊	hung	hong
篋	haap gip hip	qie
篌	hau	hou
篍	cau	qiu
篎	miu	miao
篏	ham	qian
篐	ku kwu	gu
篑	gwai	kui
篒	sik	yi
篓	lau lo	lou
篔	wan	yun
篕	hap	he
篖	tong	tang
篗	wok jyut	yue
篘	cau	chou
篙	gou	gao
篚	fei	fei
篛	joek	ruo
篜	zing	zheng
篝	gau kau	gou
篞	nit nip lit	nie
篟	sin	qian
篠	siu	xiao
篡	saan	cuan
篢	gung lung	gong gan long
篣	pong pang	pang peng
篤	duk	du
篥	leot	li
篦	bei bai	bi
篧	zuk wok zok	zhuo huo
篨	ceoi cyu	chu
篩	sai si	shai
篪	ci	chi
篫	zuk	zhu
篬	coeng	qiang cang
篭	lung	long
篮	laam	lan
篯	zin	jian
篰	bou	bu
篱	lei	li
篲	wai seoi	hui
篳	bat	bi
篴	dek	di zhu
篵	cung	cong
篶	jin	yan
篷	pung fung	peng
篸	caam cam zaam	zan cen can
篹	zaan syun zyun	zhuan suan zuan
篺	paai	pi
篻	piu	piao biao
篼	dau	dou
篽	jyu	yu
篾	mit	mie
篿	tyun zyun	tuan zhuan
簀	zaak	ze
簁	si sai	shai
簂	gwok gok	guo gui
簃	jyu ji	yi
簄	wu	hu
簅	caan	chan
簆	kau	kou
簇	cuk zuk	cu
簈	ping	ping
簉	zou cau cou	zao
簊	gei	ji
簋	gwai	gui
簌	cuk suk	su
簍	lau lo	lou
簎	caak cok	ce ji
簏	luk	lu
簐	nin lin	nian
簑	so	suo
簒	saan	cuan
簓	diu	diao
簔	so	suo
簕	lak laak	le
簖	dyun	duan
簗	loeng	zhu
簘	siu	xiao
簙	bok	bo
簚	mik	mi mie
簛	sai	shai si
簜	dong	dang
簝	liu lou	liao
簞	daan	dan
簟	tim dim	dian
簠	fu	fu
簡	gaan kaan	jian
簢	man	min
簣	gwai	kui
簤	daai	dai
簥	giu	jiao
簦	dang	deng
簧	wong	huang
簨	seon	sun zhuan
簩	lou	lao
簪	zaam	zan
簫	siu	xiao
簬	lou	lu
簭	sai	shi
簮	zaam	zan
簯	kei	qi
簰	paai bei	pai
簱	kei	qi
簲	paai	pai
簳	gon	gan
簴	geoi	ju
簵	lou	lu
簶	luk	lu
簷	sim jam jim	yan
簸	bo	bo
簹	dong	dang
簺	coi	sai
簻	zaa gwo go	zhua
簼	gau kau	gou
簽	cim	qian
簾	lim	lian
簿	bou	bo bu
籀	zau	zhou
籁	laai	lai
籂	sik	shi
籃	laam	lan
籄	gwai	kui
籅	jyu	yu
籆	wok jyut	yue
籇	gou hou	hao
籈	zan	zhen jian
籉	toi	tai
籊	tik dik	ti
籋	nip lip	nie
籌	cau	chou
籍	zik	ji
籎	ji	yi
籏	kei	qi
籐	tang	teng
籑	zaan	zhuan zuan
籒	zau	zhou
籓	faan	fan pan bian
籔	sou sau	sou shu
籕	zau	zhou
籖	cim	qian
籗	zoek doek kwok	zhuo
籘	tang	teng
籙	luk	lu
籚	lou	lu
籛	zin	jian
籜	tok	tuo
籝	jing	ying
籞	jyu	yu
籟	laai	lai
籠	lung	long
籡	gim	qie
籢	lim	lian
籣	laan	lan
籤	cim	qian
籥	joek	yue
籦	zung	zhong
籧	keoi geoi	qu
籨	lim	lian
籩	bin	bian
籪	dyun	duan
籫	zyun	zuan
籬	lei	li
籭	sai	shai
籮	lo	luo
籯	jing	ying
籰	wok jyut	yue
籱	zoek	zhuo
籲	jyu joek	yu
米	mai mi	mi
籴	dek	di
籵	faan	fan
籶	san	shen
籷	zaak	zhe
籸	san saam sam	shen
籹	neoi jyu leoi	nu
籺	hat	he
类	leoi	lei
籼	sin	xian
籽	zi	zi
籾	nei lei	ni
籿	cyun	cun
粀	zoeng	zhang
粁	cin	qian
粂	gau	zhai
粃	bei	bi
粄	bun	ban
粅	mat	wu
粆	saa	sha chao
粇	hong	kang jing
粈	jau nau	rou
粉	fan	fen
粊	bei	bi
粋	seoi	cui
粌	jan	yin
粍	zaak	zhe
粎	mai	mi
粏	taai	ta
粐	wu	hu
粑	baa	ba
粒	nap lap	li
粓	gam	gan
粔	geoi	ju
粕	pok paak	po
粖	mit mut	yu
粗	cou	cu
粘	zim nim lim	nian zhan
粙	zau	zhou
粚	ci	chi
粛	suk	su
粜	tiu	tiao
粝	lai	li
粞	sai	xi
粟	suk	su
粠	hung	hong
粡	tung	tong
粢	zi ci	zi
粣	saan	ce se
粤	jyut	yue
粥	zuk juk	zhou yu
粦	leon	lin
粧	zong	zhuang
粨	baak	bai
粩	lou	lao
粪	fan	fen
粫	ji	er
粬	kuk	qu
粭	hap	he
粮	loeng	liang
粯	haan jin	xian
粰	fu	fu
粱	loeng	liang
粲	caan	can
粳	gang gaang	jing
粴	lei	li
粵	jyut	yue
粶	luk	lu
粷	guk	ju
粸	kei	qi
粹	seoi	cui
粺	baai bai pei	bai
粻	zoeng	zhang
粼	leon	lin
粽	zung	zong
精	zing zeng	jing
粿	gwo go gwai	guo
糀	faa	hua
糁	sam saam	shen san
糂	sam saam	shen
糃	tong	tang
糄	bin	bian
糅	jau nau lau	rou
糆	min	mian
糇	hau	hou
糈	seoi	xu
糉	zung	zong
糊	wu	hu
糋	zin	jian
糌	zaam zam zaa	zan
糍	ci	ci
糎		li
糏	sit	xie
糐	fu	fu
糑	nik nok lik	nuo
糒	bei	bei
糓	guk	gu gou
糔	sau	xiu
糕	gou	gao
糖	tong	tang
糗	jau hau cau	qiu
糘	gaa	jia
糙	cou	cao
糚	zong	zhuang
糛	tong	tang
糜	mei mai	mi mei
糝	sam saam	san shen
糞	fan	fen
糟	zou	zao
糠	hong	kang
糡	goeng	jiang
糢	mou	mo
糣	sam	san shen
糤	saan	san
糥	no lo	nuo
糦	ci	xi
糧	loeng	liang
糨	goeng zoeng	jiang
糩	kui kwui	kuai
糪	baak bok	bo
糫	waan	huan
糬	syu	shu
糭	zung	zong
糮	haam laam	xian
糯	no lo	nuo
糰	tyun	tuan
糱	jit jip	nie
糲	lai	li
糳	zok	zuo
糴	dek	di
糵	jit jip	nie
糶	tiu	tiao
糷	laan	lan
糸	mik	mi si
糹		si
糺	gau dau giu	jiu
系	hai gai e	xi ji
糼	gung	gong
糽	zang	zheng
糾	dau gau giu	jiu
糿	jau	gong
紀	gei	ji
紁	caa	cha
紂	zau	zhou
紃	ceon seon	xun
約	joek wok	yue yao
紅	hung gung hong	hong gong
紆	jyu syu	yu
紇	hat gat	he ge
紈	jyun	wan
紉	jan	ren
紊	man leon	wen
紋	man	wen
紌	kau	qiu
納	naap laap nap	na
紎	zi	zi
紏	tau	tou
紐	nau lau	niu
紑	fau	fou
紒	gai	ji jie
紓	syu	shu
純	seon zeon tyun	chun
紕	pei pai	pi bi
紖	zan	zhen
紗	saa	sha
紘	wang	hong
紙	zi	zhi
級	kap	ji
紛	fan	fen
紜	wan	yun
紝	jam	ren
紞	daam dam	dan
紟	gam kam	jin
素	sou	su
紡	fong	fang
索	sok saak suk	suo
紣	ceoi	cui
紤	gau	jiu
紥	zaat	zha za
紦	baa	ha
紧	gan	jin
紨	fu	fu
紩	dit	zhi
紪	cai	qi
紫	zi	zi
紬	cau	chou
紭	wang	hong
紮	zaat zaap	zha za
累	leoi	lei
細	sai	xi
紱	fat	fu
紲	sit jai	xie
紳	san	shen
紴	bo	bo bi
紵	cyu	zhu
紶	keoi heoi koe	qu
紷	ling	ling
紸	zyu	zhu
紹	siu	shao
紺	gam	gan
紻	joeng	yang
紼	fat	fu
紽	to	tuo
紾	zan can	tian zhen
紿	doi toi	dai
絀	zyut ceot zeot	chu
絁	si	shi
終	zung	zhong
絃	jin jyun	xian
組	zou	zu
絅	gwing	jiong
絆	bun	ban
絇	keoi	qu
絈	mak	mo
絉	seot	shu
絊	zeoi	zui
絋	kwong kong	kuang
経	ging	jing
絍	jam	ren
絎	hong	hang
絏	sit jai	xie
結	git lit gai	jie
絑	zyu	zhu
絒	cau	chou
絓	gwaa waa	gua kua
絔	baak mak	bai mo
絕	zyut	jue
絖	kwong kong	kuang
絗	wat	hu
絘	ci	ci
絙	gang	geng huan
絚	gang	geng
絛	tou	tao
絜	git kit	jie xie
絝	fu	ku
絞	gaau haau	jiao
絟	cyun	quan shuan
絠	goi	gai ai
絡	lok	luo lao
絢	hyun seon	xuan
絣	bang maang bing	bing beng peng
絤	sin	xian
絥	fuk bei	fu
給	kap	gei ji
絧	dung tung	tong dong
絨	jung	rong
絩	tiu	tiao diao dao
絪	jan	yin
絫	leoi	lei
絬	sit	xie
絭	gyun hyun	juan
絮	seoi	xu
絯	goi haai	gai hai
絰	dit	die
統	tung	tong
絲	si	si
絳	gong	jiang
絴	coeng	xiang
絵	kui kwui	hui
絶	zyut	jue
絷	zap	zhi
絸	gaan	jian
絹	gyun	juan
絺	ci	chi zhi
絻	man min	wen mian man
絼	zi	zhen
絽	leoi	lu
絾	sing	cheng
絿	kau	qiu
綀	so	shu
綁	bong	bang
綂	tung	tong
綃	siu	xiao
綄	jyun wun	huan wan
綅	cim cam	qin xian
綆	gang	geng
綇	sau	xu
綈	tai	ti
綉	sau	xiu
綊	haap	xie
綋	wang	hong
綌	gwik kwik	xi
綍	fat	fu
綎	ting	ting
綏	seoi	sui
綐	deoi	dui
綑	kwan	kun
綒	fu	fu
經	ging gaang	jing
綔	wu	hu
綕	zik	zhi
綖	jin	yan xian
綗	gwing	jiong
綘	fung	feng
継	gai	ji
続	zuk	xu
綛	jan	ren
綜	zung	zong zeng
綝	sam lam	chen lin
綞	do	duo
綟	lit lai	li lie
綠	luk	lu
綡	loeng	jing
綢	cau	chou
綣	hyun	quan
綤	siu	shao
綥	kei	qi
綦	kei	qi
綧	zeon	zhun
綨	kei	ji qi
綩	jyun	wan
綪	sin zang	qian qing zheng
綫	sin	xian
綬	sau	shou
維	wai jung	wei
綮	hing kai	qing qi
綯	tou	tao
綰	waan	wan
綱	gong	gang
網	mong	wang
綳	bang baang maang	beng
綴	zeoi zyut	zhui
綵	coi	cai
綶	gwo go	guo
綷	ceoi zeoi	cui
綸	leon gwaan	lun guan
綹	lau	liu
綺	ji	qi
綻	zaan	zhan
綼	bik	bi
綽	coek caau	chuo chao
綾	ling	ling
綿	min	mian
緀	cai	qi
緁	cip cap zit	ji
緂	taam	tian tan chan
緃	zung	zong
緄	gwan kwan	gun
緅	zau	zou
緆	sik	xi
緇	zi	zi
緈	hang	xing
緉	loeng	liang
緊	gan	jin
緋	fei	fei
緌	jeoi	rui
緍	man	min
緎	wik	yu
総	zung	zong
緐	faan po	fan
緑	luk	lu
緒	seoi	xu
緓	jing	ying
緔	soeng	shang
緕	cai	zi
緖	seoi	xu
緗	soeng	xiang
緘	gaam zin	jian
緙	kaak hak	ke
線	sin	xian
緛	jyun	ruan
緜	min	mian
緝	cap	ji qi
緞	dyun	duan
緟	cung zung	zhong chong
締	dai tai	di
緡	man fan	min
緢	miu	miao mao
緣	jyun	yuan
緤	sit	xie ye
緥	bou	bao
緦	si	si
緧	cau	qiu
編	pin	bian
緩	wun	huan
緪	gang	geng
緫	zung	zong
緬	min	mian
緭	wai	wei
緮	fuk fau	fu
緯	wai	wei
緰	tau seoi	tou xu shu
緱	gau kau	gou
緲	miu	miao
緳	kit	xie
練	lin	lian
緵	zung	zong
緶	pin bin	bian pian
緷	wan gwan kwan	yun gun
緸	jan	yin
緹	tai	ti
緺	gwaa gwo waa	gua wo
緻	zi	zhi
緼	wan	yun wen
緽	cing	cheng
緾	cin	chan
緿	doi	dai
縀	dyun	xie
縁	jyun	yuan
縂	zung	zong
縃	seoi	xu
縄	sing	sheng
縅	wai	wei
縆	gang	geng
縇	syun	
縈	jing	ying
縉	zeon	jin
縊	ai ngai	yi
縋	zeoi	zhui
縌	jik	ni
縍	bong	bang
縎	gwat	gu hu
縏	pun	pan
縐	zau caau	zhou
縑	gim	jian
縒	ci cok	ci cuo suo
縓	cyun	quan
縔	song	shuang
縕	wan	yun wen
縖	hat	xia
縗	ceoi	cui shuai
縘	hai	xi
縙	jung	rong
縚	tou	tao
縛	bok fok bong	fu
縜	wan	yun
縝	can zan san	zhen
縞	gou	gao
縟	juk	ru
縠	huk	hu
縡	zoi	zai zeng
縢	tang	teng
縣	jyun	xian xuan
縤	sou	su
縥	zeon zan	zhen
縦	zung	zong
縧	tou	tao
縨	fong	huang
縩	coi	cai
縪	bat	bi
縫	fung	feng
縬	zuk	cu
縭	lei	li
縮	suk	suo su
縯	jin jan	yan yin
縰	si saai	xi
縱	zung	zong
縲	leoi	lei
縳	gyun zyun	zhuan juan
縴	hin	qian
縵	maan	man
縶	zap	zhi
縷	lau leoi	lu
縸	mou mok	mo mu
縹	piu	piao
縺	lin	lian
縻	mei	mi
縼	syun	xuan
總	zung	zong
績	zik zek	ji
縿	saam caam siu	shan
繀	seoi	sui
繁	faan po pun	fan po
繂	leot	lu
繃	bang mang maang	beng
繄	ji ai	yi
繅	sou	sao
繆	mau miu muk	mou miu miao
繇	jau jiu zau	yao you zhou
繈	koeng	qiang
繉	wan	sheng
繊	cim	xian
繋	hai	ji
繌	zung	zong
繍	sau	xiu
繎	jin	ran
繏	syun	xuan
繐	seoi	sui
繑	kiu hiu	qiao
繒	zang cang	zeng
繓	dyut cyut	zuo
織	zik ci zi	zhi
繕	sin	shan
繖	saan	san
繗	leon	lin
繘	wat gwat leot	ju jue
繙	faan	fan
繚	liu	liao
繛	coek	chuo
繜	zeon	zun
繝	gaan	jian
繞	jiu kiu	rao
繟	taan cin	chan
繠	jeoi	rui
繡	sau	xiu
繢	kui kwui	hui
繣	waak waa wok	hua
繤	zyun	zuan
繥	hei	xi
繦	koeng	qiang
繧	wan	wen
繨	daat	da
繩	sing	sheng
繪	kui kwui	hui
繫	hai gai	xi ji
繬	sik	se
繭	gaan gin	jian
繮	goeng	jiang
繯	waan jyun	huan
繰	zou ciu sou	qiao sao zao
繱	cung	cong
繲	gaai faai haai	xie
繳	giu zoek	jiao zhuo
繴	bik	bi
繵	daan cin zin	dan tan chan
繶	jik	yi
繷	nung lung	nong
繸	seoi	sui
繹	jik	yi
繺	saai saat	sha
繻	seoi jyu	xu
繼	gai	ji
繽	ban pan	bin
繾	hin	qian
繿	laam	lan
纀	fuk buk	pu fu
纁	fan	xun
纂	zyun	zuan
纃	cai	zi
纄	pung	peng
纅	joek	yao li
纆	mak	mo
纇	leoi	lei
纈	kit hit lit	xie
纉	zyun	zuan
纊	kwong kong kwang	kuang
纋	jau	you
續	zuk suk	xu
纍	leoi	lei
纎	cim	xian
纏	cin zin	chan
纐	haau	jiao
纑	lou	lu
纒	cin	chan
纓	jing	ying
纔	coi	cai
纕	soeng joeng	rang xiang
纖	cim	xian
纗	zeoi kwai waa	zui
纘	zyun	zuan
纙	lo	luo
纚	saai lei si	li sa xi
纛	duk dou	dao
纜	laam	lan
纝	leoi	lei
纞	lyun	lian
纟		si
纠	gau dau giu	jiu
纡	jyu syu	yu
红	hung gung hong	hong gong
纣	zau	zhou
纤	cim hin	xian qian
纥	hat gat	he ge
约	joek wok	yue yao
级	kap	ji
纨	jyun	wan
纩	kwong kong kwang	kuang
纪	gei	ji
纫	jan	ren
纬	wai	wei
纭	wan	yun
纮	wang	hong
纯	seon zeon tyun	chun
纰	pei pai	pi bi
纱	saa	sha
纲	gong mong	gang
纳	naap laap nap	na
纴	jam	ren
纵	zung	zong
纶	leon gwaan	lun guan
纷	fan	fen
纸	zi	zhi
纹	man	wen
纺	fong	fang
纻	cyu	zhu
纼	zan	zhen
纽	nau lau	niu
纾	syu	shu
线	sin	xian
绀	gam	gan
绁	sit jai	xie
绂	fat	fu
练	lin	lian
组	zou	zu
绅	san	shen
细	sai	xi
织	zik ci zi	zhi
终	zung	zhong
绉	zau caau	zhou
绊	bun	ban
绋	fat	fu
绌	zyut zeot ceot	chu
绍	siu	shao
绎	jik	yi
经	ging gaang	jing
绐	doi toi	dai
绑	bong	bang
绒	jung	rong
结	git gai lit	jie
绔	fu	ku
绕	jiu kiu	rao
绖	dit	die
绗	hong	hang
绘	kui kwui	hui
给	kap	gei ji
绚	hyun seon	xuan
绛	gong	jiang
络	lok	luo lao
绝	zyut	jue
绞	gaau haau	jiao
统	tung	tong
绠	gang	geng
绡	siu	xiao
绢	gyun	juan
绣	sau	xiu
绤	gwik kwik	xi
绥	seoi	sui
绦	tou	tao
继	gai	ji
绨	tai	ti
绩	zik zek	ji
绪	seoi	xu
绫	ling	ling
绬	jing	ying
续	zuk suk	xu
绮	ji	qi
绯	fei	fei
绰	coek caau	chuo chao
绱	soeng zoeng	shang
绲	gwan kwan	gun
绳	sing	sheng
维	wai jung	wei
绵	min	mian
绶	sau	shou
绷	bang mang maang	beng
绸	cau	chou
绹	tou	tao
绺	lau	liu
绻	hyun	quan
综	zung	zong zeng
绽	zaan	zhan
绾	waan	wan
绿	luk	lu
缀	zeoi zyut	zhui
缁	zi	zi
缂	kaak hak	ke
缃	soeng	xiang
缄	gaam zin	jian
缅	min	mian
缆	laam	lan
缇	tai	ti
缈	miu	miao
缉	cap	ji qi
缊	wan	wen yun
缋	kui kwui	hui
缌	si	si
缍	do	duo
缎	dyun	duan
缏	pin bin	bian pian
缐	sin	xian
缑	gau kau	gou
缒	zeoi	zhui
缓	wun	huan
缔	dai tai	di
缕	leoi lau	lu
编	pin	bian
缗	man fan	min
缘	jyun	yuan
缙	zeon	jin
缚	bok fok bong	fu
缛	juk	ru
缜	zan can san	zhen
缝	fung	feng
缞	ceoi	shuai cui sui
缟	gou	gao
缠	cin zin	chan
缡	lei	li
缢	ai ngai	yi
缣	gim	jian
缤	ban pan	bin
缥	piu	piao
缦	maan	man
缧	leoi	lei
缨	jing	ying
缩	suk	suo su
缪	mau maau miu	miu mou liao
缫	sou	sao
缬	kit hit lit	xie
缭	liu	liao
缮	sin	shan
缯	zang cang	zeng
缰	goeng	jiang
缱	hin	qian
缲	zou ciu sou	qiao sao
缳	waan jyun	huan
缴	giu zoek	jiao zhuo
缵	zyun	zuan
缶	fau	fou
缷	se	xie
缸	gong	gang
缹	fau	fou
缺	kyut	que
缻	fau	fou
缼	kik	que
缽	but	bo
缾	ping	ping
缿	hong hoeng hau	xiang
罀	siu	zhao
罁	gong	gang
罂	aang ngaang ang	ying
罃	aang ang ngaang	ying
罄	hing	qing
罅	laa	xia
罆	gun gwun	guan
罇	zeon	zun
罈	taam	tan
罉	caang	cheng
罊	kai hak	qi
罋	ung ngung	weng
罌	aang ang ngaang	ying
罍	leoi	lei
罎	taam	tan
罏	lou	lu
罐	gun gwun	guan
网	mong	wang
罒	muk	wang
罓		wang
罔	mong	wang
罕	hon	han
罖	mong	wang
罗	lo	luo
罘	fau	fu
罙	sam	shen
罚	fat	fa
罛	gu gwu	gu
罜	zyu	zhu
罝	ze zeoi	ju
罞	mung	mao
罟	gu gwu	gu
罠	man	min
罡	gong	gang
罢	baa pei	ba pi
罣	gwaa waa kwaa	gua
罤	tai	ti
罥	gyun	juan
罦	fau fu	fu
罧	sam	shen
罨	jim ap ngap	yan
罩	zaau	zhao
罪	zeoi	zui
罫	waa gwaai	gua guai
罬	dyut zyut	zhuo
罭	wik	yu
置	zi	zhi
罯	am ap kam	an
罰	fat	fa
罱	laam naam	lan
署	cyu syu	shu
罳	si	si
罴	bei	pi
罵	maa	ma
罶	lau	liu
罷	baa pei	ba pi
罸	fat	fa
罹	lei	li
罺	caau	chao
罻	wai wat	wei
罼	bat	bi
罽	gai	ji
罾	zang	zeng
罿	cung tung	chong
羀	lau	liu
羁	gei	ji
羂	gyun	juan
羃	mik	mi
羄	zaau	zhao
羅	lo	luo
羆	bei	pi
羇	gei	ji
羈	gei	ji
羉	lyun	luan
羊	joeng coeng	yang xiang
羋	me mei mai	mi
羌	goeng	qiang
羍	taat	da
美	mei	mei
羏	joeng	yang xiang
羐	jau	ling
羑	jau	you
羒	fan	fen
羓	baa	ba
羔	gou	gao
羕	joeng	yang
羖	gu gwu	gu
羗	goeng	qiang
羘	zong	zang
羙	gou	mei gao
羚	ling	ling
羛	ji hei	yi xi
羜	cyu	zhu
羝	dai	di
羞	sau cau	xiu
羟	koeng coeng	qiang qian
羠	ji	yi
羡	sin jin	xian
羢	jung	rong
羣	kwan	qun
群	kwan	qun
羥	koeng coeng	qiang
羦	wun	huan
羧	so	suo
羨	sin jin	xian
義	ji	yi
羪	loeng	you
羫	hong	qiang kong
羬	kim haam ngaam	qian xian yan
羭	jyu	yu
羮	gang	geng
羯	kit git	jie
羰	tong	tang
羱	jyun	yuan
羲	hei	xi
羳	faan	fan
羴	zin saan	shan
羵	fan	fen
羶	zin saan sin	shan
羷	lim	lian
羸	leoi	lei
羹	gang long	geng
羺	nau lau	nou
羻	hoeng joeng	qiang
羼	caan	chan
羽	jyu	yu
羾	hung gung	hong gong
羿	ngai ai	yi
翀	cung	chong
翁	jung	weng
翂	fan	fen
翃	wang	hong
翄	ci	chi
翅	ci	chi
翆	ceoi	cui
翇	fat	fu
翈	haap	xia
翉	pun	ben
翊	jik	yi
翋	laap	la
翌	jik	yi
翍	pei	pi bi po
翎	ling	ling
翏	lau liu luk	liu
翐	dit	zhi
翑	keoi geoi jyu	qu yu
習	zaap zap	xi
翓	kit	xie
翔	coeng	xiang
翕	jap hap	xi
翖	jap	xi
翗	ke koe	ke
翘	kiu hiu giu	qiao
翙	wai	hui
翚	fai	hui
翛	siu suk	xiao
翜	saap	sha
翝	wang	hong
翞	goeng	jiang
翟	dik zaak	zhai di
翠	ceoi	cui
翡	fei	fei
翢	duk dou tou	dao zhou
翣	saap	sha
翤	ci	chi
翥	zyu	zhu
翦	zin	jian
翧	hyun	xuan
翨	ci	chi
翩	pin	pian
翪	zung	zong
翫	wun waan	wan
翬	fai	hui
翭	hau	hou
翮	hat	he
翯	hok	he
翰	hon	han
翱	ngou ou	ao
翲	piu	piao
翳	ai ji ngai	yi
翴	lin	lian
翵	hau keoi	hou qu
翶	ngou ou	ao
翷	leon	lin
翸	pun	pen
翹	kiu hiu giu	qiao
翺	ngou ou	ao
翻	faan	fan
翼	jik	yi
翽	wai	hui
翾	hyun	xuan
翿	dou tou	dao
耀	jiu	yao
老	lou	lao
耂	lou	lao
考	haau	kao
耄	mou	mao
者	ze	zhe
耆	kei si zi	qi shi
耇	gau	gou
耈	gau	gou
耉	gau	gou
耊	dit	die
耋	dit	die
而	ji nang lang	er
耍	saa	shua
耎	jyun	ruan nuo
耏	ji noi loi	er nai
耐	noi nang loi	nai
耑	dyun zyun	zhuan duan
耒	loi leoi	lei
耓	ting	ting
耔	zi	zi
耕	gaang gang	geng
耖	caau	chao
耗	hou	hao
耘	wan	yun
耙	paa baa	pa ba
耚	pei	pi
耛	toi ji	chi si
耜	zi ci	si
耝	ceoi	qu chu
耞	gaa	jia
耟	geoi	ju
耠	hap	huo
耡	co	chu
耢	lou	lao
耣	leon	lun
耤	zik ze	ji jie
耥	tong	tang
耦	ngau au	ou
耧	lau	lou
耨	nau lau	nou
耩	gong	jiang
耪	pong	pang
耫	zaa	zha ze
耬	lau	lou
耭	gei	ji
耮	lou	lao
耯	wok	huo
耰	jau	you
耱	mo	mo
耲	waai	huai
耳	ji	er
耴	ngat at	yi
耵	ding	ding
耶	je	ye
耷	daap dap	da
耸	sung	song
耹	kam	qin
耺	wan	yun ying
耻	ci	chi
耼	daam	dan
耽	daam dam	dan
耾	wang	hong
耿	gang gwing	geng
聀	zik	zhi
聁	paan	pan
聂	nip lip sip	nie
聃	daam	dan
聄	can	zhen
聅	cit	che
聆	ling	ling
聇	zing	zheng
聈	jau	you
聉	waat	wa tui zhuo
聊	liu	liao
聋	lung	long
职	zik	zhi
聍	ning ling	ning
聎	tiu	tiao
聏	ji	er nu
聐	ngaat aat	ya
聑	dip	tie zhe
聒	kut kwut	guo
聓	sai	xu
联	lyun	lian
聕	hou	hao
聖	sing	sheng
聗	lip	lie
聘	ping	pin
聙	zing	jing
聚	zeoi cou	ju
聛	bei	bi
聜	dai zat	di zhi
聝	gwok gwik gok	guo
聞	man	wen
聟	sai	xu
聠	ping	ping
聡	cung	cong
聢	ding	ding
聣	ngai ai	ni
聤	ting	ting
聥	geoi	ju
聦	cung	cong
聧	kwai	kui
聨	lyun	lian
聩	kui kwui ngoi	kui
聪	cung	cong
聫	lyun	lian
聬	jung	weng
聭	gwai	kui
聮	lyun	lian
聯	lyun	lian
聰	cung	cong
聱	ngou ou	ao
聲	sing seng sau	sheng
聳	sung	song
聴	ting	ting
聵	kui ngoi wui	kui
聶	nip sip lip	nie
職	zik	zhi
聸	daam	dan
聹	ning ling	ning
聺	cit	qie
聻	zim	ni jian
聼	ting teng	ting
聽	teng ting	ting
聾	lung	long
聿	wat jyut leot	yu
肀		yu
肁	ziu	zhao
肂	si	si
肃	suk	su
肄	ji si	yi
肅	suk	su
肆	si sei	si
肇	siu	zhao
肈	siu	zhao
肉	juk	rou
肊	jik	yi
肋	lak laak lei	lei le
肌	gei	ji
肍	gau	qiu
肎	hang	ken
肏	caau cou	cao
肐	gok gaak gat	ge
肑	bok	bo di
肒	wun	huan
肓	fong	huang
肔	ci	chi
肕	jan ngan	ren
肖	ciu siu	xiao
肗	jyu	ru
肘	zaau zau	zhou
肙	jyun	yuan
肚	tou	du
肛	gong	gang
肜	jung	rong
肝	gon	gan
肞	caa	chai
肟	ok wu ngok	wo
肠	coeng	chang
股	gu gwu	gu
肢	zi	zhi
肣	ham haam kam	han qin
肤	fu	fu
肥	fei fai	fei
肦	baan	ban
肧	pui pei	pei
肨	bun	pang pan
肩	gin	jian
肪	fong	fang
肫	zeon seon	zhun chun
肬	jau	you
肭	neot nat nuk	na
肮	hong gong ong	ang
肯	hang hoi han	ken
肰	jin	ran
肱	gwang	gong
育	juk jo	yu yo
肳	man	wen
肴	ngaau aau	yao
肵	kei	qi
肶	bei	pi bi
肷	him hip	qian
肸	jat hat hit	xi
肹	jat bei	xi
肺	fai pui	fei
肻	hang	ken
肼	zeng	jing
肽	taai	tai
肾	san	shen
肿	zung	zhong
胀	zoeng	zhang
胁	hip	xie
胂	san	shen
胃	wai	wei
胄	zau	zhou
胅	dit	die
胆	daam	dan
胇	fai bat	fei bi
胈	bat	ba
胉	bok	bo
胊	keoi	qu
胋	tim	tian
背	bui	bei
胍	gwaa	gua
胎	toi doi taai	tai
胏	zi	fei zi
胐	pui deot fat	fei ku
胑	zi zik	zhi
胒	nei lei	ni
胓	ping	ping peng
胔	zi ci	zi
胕	fu	fu zhou
胖	bun pun	pang pan
胗	can zan	zhen
胘	jin	xian
胙	zou	zuo
胚	pui bui pei	pei
胛	gaap	jia
胜	saang sing	sheng
胝	zi dai	zhi
胞	baau paau	bao
胟	mou	mu
胠	keoi	qu
胡	wu	hu
胢	kaa	qia
胣	ci	chi
胤	jan	yin
胥	seoi	xu
胦	joeng	yang
胧	lung	long
胨	dung	dong
胩	kaa	ka
胪	lou	lu
胫	hing ging	jing
胬	nou lou	nu
胭	jin	yan
胮	pong	pang
胯	kwaa fu	kua
胰	ji	yi
胱	gwong gong	guang
胲	goi hoi haai	gai hai
胳	gaak gok lok	ge ga
胴	dung	dong
胵	ci	chi
胶	gaau	jiao
胷	hung	xiong
胸	hung	xiong
胹	ji	er
胺	on aat ngon	an
胻	hang	heng
胼	pin	pian
能	nang toi noi	neng nai
胾	zi	zi
胿	gwai	gui kui
脀	zing	zheng
脁	tiu jiu	tiao
脂	zi	zhi
脃	ceoi	cui
脄	mui	mei
脅	hip	xie
脆	ceoi	cui
脇	hip	xie
脈	mak maak	mai
脉	mak maak	mai mo
脊	zek zik	ji
脋	hip	xie
脌	nin lin	nin
脍	kui kwui	kuai
脎	saat	sa
脏	zong	zang
脐	ci	qi
脑	nou lou	nao
脒	mai	mi
脓	nung lung	nong
脔	lyun lin	luan
脕	maan	wan
脖	but	bo
脗	man	wen
脘	gun wun gwun	wan
脙	jau	xiu
脚	goek gok	jiao jue
脛	hing ging	jing
脜	jau	rou
脝	hang	heng
脞	co	cuo
脟	lyut lyun	lie
脠	zin	shan
脡	ting	ting
脢	mui	mei
脣	seon	chun
脤	san	shen
脥	him gaap hip	jia
脦	tik	de te
脧	zeoi ceoi zoe	zui juan
脨	cuk	cu
脩	sau	xiu
脪	jan	xin
脫	tyut teoi	tuo
脬	paau	pao
脭	cing	cheng
脮	neoi leoi	nei
脯	fu pou	pu fu
脰	dau	dou
脱	tyut teoi	tuo
脲	niu liu	niao
脳	nou lou	nao
脴	pei	pi
脵	ng m	gu
脶	lo gwaa wo	luo
脷	lei	li
脸	lim min	lian
脹	zoeng	zhang
脺	seoi ceoi	cui
脻	zip	jie
脼	loeng	liang
脽	seoi	shui
脾	pei bei	pi
脿	biu	biao
腀	leon	lun
腁	pin	pian
腂	leoi	guo
腃	wai kyun	juan
腄	ceoi	chui
腅	daam	dan
腆	tin	tian
腇	neoi leoi	nei
腈	cing	jing
腉	naai laai	nai
腊	sik laap lip	la xi
腋	jik jat	ye
腌	jim jip ap	yan a
腍	nam jam lam	ren
腎	san	shen
腏	zyut	zhui
腐	fu	fu
腑	fu	fu
腒	geoi keoi	ju
腓	fei	fei
腔	hong	qiang
腕	wun	wan
腖	dung	dong
腗	pei	pi
腘	gwok gok	guo
腙	zung	zong
腚	ding	ding
腛	ak ngak	wo
腜	mui	mei
腝	jyun ji	ruan
腞	syun	zhuan
腟	cat	chi
腠	cau zau	cou
腡	lo gwaa wo	luo
腢	ngau jyu au	ou
腣	dai	di
腤	am ngam	an
腥	seng sing	xing
腦	nou lou	nao
腧	syu	shu
腨	syun	shuan
腩	naam laam	nan
腪	wan	yun
腫	zung	zhong
腬	nau lau	rou
腭	ngok ok	e
腮	soi	sai
腯	dat dyut teon	tu
腰	jiu	yao
腱	gin zin	jian
腲	wai	wei
腳	goek gok	jiao
腴	jyu	yu
腵	gaa	jia
腶	dyun	duan
腷	bik	bi
腸	coeng	chang
腹	fuk	fu
腺	sin	xian
腻	nei lau lei	ni
腼	min tin din	mian
腽	wat	wa
腾	tang tan	teng
腿	teoi	tui
膀	bong pong	bang pang
膁	him hip	qian
膂	leoi	lu
膃	wat	wa
膄	sau	shou
膅	tong	tang
膆	sou seoi	su
膇	zeoi deoi	zhui
膈	gaak	ge
膉	jik	yi
膊	bok	bo
膋	liu	liao
膌	zek zik	ji
膍	pei fu	pi
膎	haai	xie
膏	gou	gao
膐	leoi	lu
膑	ban pan	bin
膒	au ngau	ou
膓	coeng	chang
膔	luk	lu biao
膕	gwok gok	guo
膖	pong	pang
膗	saai ceoi	chuai
膘	biu	biao
膙	koeng gaan zoeng	jiang
膚	fu	fu
膛	tong	tang
膜	mok mou	mo
膝	sat	xi
膞	zyun seon	zhuan chuan chun
膟	leot	lu
膠	gaau	jiao
膡	jing	ying
膢	leoi lau	lu
膣	zat	zhi
膤	syut	xue
膥	ceon	cun
膦	leon	lin
膧	tung cong	tong
膨	paang paau	peng
膩	nei nau lau	ni
膪	zaai ceoi zaa	chuai
膫	liu	liao
膬	ceoi	cui
膭	gwai	kui
膮	hiu	xiao
膯	tang	teng
膰	faan	fan pan
膱	zik	zhi
膲	ziu	jiao
膳	sin	shan
膴	fu mou	wu hu
膵	seoi ceoi	cui
膶	jeon	run
膷	hoeng	xiang
膸	seoi	sui
膹	fan fei	fen
膺	jing	ying
膻	zin daan saan	shan dan
膼	zaa gwaa	zhua
膽	daam	dan
膾	kui kwui	kuai
膿	nung lung	nong
臀	tyun	tun
臁	lim	lian
臂	bei	bi bei
臃	jung	yong
臄	koek kek	jue
臅	zuk	chu
臆	jik	yi
臇	zeon zyun	juan
臈	laap	la ge
臉	lim min	lian
臊	sou	sao
臋	tyun	tun
臌	gu gwu	gu
臍	ci	qi
臎	ceoi	cui
臏	ban pan	bin
臐	fan	xun
臑	naau ji jyu	nao
臒	wok wu	wo yue
臓	zong	zang
臔	jin	xian
臕	biu	biao
臖	hing	xing
臗	fun	kuan
臘	laap lip	la
臙	jin	yan
臚	lou	lu
臛	fok huk kok	huo
臜	zim zap zaam	za
臝	lo	luo
臞	keoi	qu
臟	zong	zang
臠	lyun lin	luan
臡	nai lai	ni luan
臢	zim zaam zap	za
臣	san seon	chen
臤	haan hin	qian xian
臥	ngo o	wo
臦	gwong gwing gong	guang jiong
臧	zong cong	zang
臨	lam	lin
臩	gwong gwing gong	guang jiong
自	zi gi	zi
臫	giu	jiao
臬	jit nip lip	nie
臭	cau	chou xiu
臮	kei gei	ji
臯	gou	gao
臰	cau	chou
臱	min	mian bian
臲	jit lip nip	nie
至	zi	zhi
致	zi	zhi
臵	gaak	ge
臶	zin	jian
臷	dit	die zhi
臸	zi zeon	zhi jin
臹	sau	xiu
臺	toi ji	tai
臻	zeon	zhen
臼	kau	jiu
臽	haam	xian
臾	jyu jung	yu
臿	caap	cha
舀	jiu	yao
舁	jyu	yu
舂	zung	chong
舃	sik	xi
舄	sik	xi
舅	kau	jiu
舆	jyu	yu
與	jyu	yu
興	hing jan	xing
舉	geoi	ju
舊	gau	jiu
舋	jan man	xin
舌	sit	she
舍	se	she
舎	se	she
舏	gau	jiu
舐	saai laai si	shi
舑	daam taan tim	tan
舒	syu	shu
舓	saai	shi
舔	tim lem	tian
舕	taam	tan
舖	pou	pu
舗	pou	pu
舘	gun gwun	guan
舙	jyu	hua
舚	daam	tian
舛	cyun	chuan
舜	seon	shun
舝	hat	xia
舞	mou	wu
舟	zau	zhou
舠	dou	dao
舡	syun gong hong	chuan
舢	saan	shan
舣	ngai ai	yi
舤	faan	fan
舥	paa	pa
舦	taai	tai
舧	faan	fan
舨	baan	ban
舩	syun	chuan
航	hong	hang
舫	fong	fang
般	bun baan bo	ban bo pan
舭	bei	bi
舮	lou	lu
舯	zung	zhong
舰	laam cam	jian
舱	cong	cang
舲	ling lang	ling
舳	zuk	zhu
舴	zaak	ze
舵	to taai	duo
舶	bok baak paak	bo
舷	jin	xian
舸	go ho	ge
船	syun	chuan
舺	gaap	xia
舻	lou	lu
舼	kung hung	qiong
舽	pong fung	pang
舾	sai	xi
舿	kwaa	kua
艀	fau	fu
艁	zou	zao
艂	fung	feng
艃	lei	li
艄	saau	shao
艅	jyu	yu
艆	long	lang
艇	teng ting	ting
艈	juk	yu
艉	mei	wei
艊	bok	bo
艋	maang	meng
艌	nim lim	nian
艍	geoi	ju
艎	wong	huang
艏	sau	shou
艐	ho gaai zung	ke
艑	bin	bian
艒	muk	mu
艓	dip	die
艔	dou	dao
艕	bong pong	bang
艖	caa	cha
艗	jik	yi
艘	sau	sou
艙	cong	cang
艚	cou	cao
艛	lau	lou
艜	daai	dai
艝	syut	xue
艞	jiu tiu	yao
艟	cung tung	chong
艠	dang	deng
艡	dong	dang
艢	coeng	qiang
艣	lou	lu
艤	ngai ai	yi
艥	zip	ji
艦	laam	jian
艧	wok	huo
艨	mung	meng
艩	cai	qi
艪	lou	lu
艫	lou	lu
艬	caam	chan
艭	soeng	shuang
艮	gan ngan	gen
良	loeng	liang
艰	gaan	jian
艱	gaan	jian
色	sik	se shai
艳	jim	yan
艴	fat but	fu bo
艵	ping	ping
艶	jim	yan
艷	jim	yan
艸	cou mong	cao
艹		ao
艺	ngai ai	yi
艻	lak gik	le
艼	ding	ding
艽	kau gaau gau	jiao qiu
艾	ngaai aai	ai yi
艿	jing naai laai	nai
芀	tiu siu	tiao
芁	kau	qiu
节	zit	jie
芃	pung	peng
芄	jyun	wan
芅	jik	yi
芆	ngaai aai	chai cha
芇	min	mian
芈	me mei mai	mi
芉	gon	gan
芊	cin	qian
芋	wu jyu	yu
芌	wu	yu
芍	coek zoek	shao que
芎	gung hung kung	xiong
芏	dou tou	du
芐	wu haa	hu xia
芑	hei	qi
芒	mong fong mon	mang
芓	zi	zi
芔	wai	hui hu
芕	zik	sui
芖	zi	zhi
芗	hoeng	xiang
芘	pei bei	pi bi
芙	fu	fu
芚	tyun ceon teon	tun chun
芛	wai jyut	wei
芜	mou	wu
芝	zi	zhi
芞	hat	qi
芟	saam saan	shan
芠	man	wen
芡	him hin	qian
芢	jan	ren
芣	fau	fu
芤	kau haau hau	kou
芥	gaai	jie gai
芦	lou	lu
芧	zeoi cyu	xu zhu
芨	kap gap	ji
芩	kam sam	qin
芪	kei	qi
芫	jyun jim jin	yuan yan
芬	fan	fen
芭	baa	ba
芮	jeoi	rui
芯	sam seon	xin
芰	gei	ji
花	faa	hua
芲	faa	lun hua
芳	fong	fang
芴	mat fat	wu hu
芵	kyut	jue
芶	gau	gou
芷	zi	zhi
芸	wan	yun
芹	kan	qin
芺	ou ngou	ao
芻	co	chu
芼	mou	mao
芽	ngaa aa	ya
芾	fai fat	fei fu
芿	jing	reng
苀	gong hong	hang
苁	cung	cong
苂	cim jam	chan yin
苃	jau	you
苄	bin	bian
苅	ngaai aai	yi
苆	cit	qie
苇	wai	wei
苈	lik	li
苉	pat	pi
苊	ak ngak	e
苋	jin	xian
苌	coeng	chang
苍	cong	cang
苎	cyu ling ning	zhu
苏	sou	su
苐	dai ji tai	di ti
苑	jyun	yuan
苒	jim	ran
苓	ling	ling
苔	toi	tai
苕	tiu siu	tiao shao
苖	miu cuk dik	di
苗	miu	miao
苘	king gwing	qing
苙	lap	li ji
苚	jung	yong
苛	ho	ke he
苜	muk	mu
苝	bui	bei
苞	baau	bao
苟	gau gik	gou
苠	man	min
苡	ji	yi
苢	ji	yi
苣	geoi	ju qu
苤	pei	pie
若	joek je	ruo re
苦	fu gu gwu	ku
苧	cyu ling ning	zhu ning
苨	nei nai lei	ni
苩	baak	pa bo
苪	bing	bing
苫	sim	shan
苬	cau	xiu
苭	jiu	yao
苮	sin	xian
苯	bun	ben
苰	wang	hong
英	jing	ying
苲	zaa	zha zuo
苳	dung	dong
苴	zeoi caa zaa	ju cha
苵	dit	die
苶	nip lip	nie
苷	gam	gan
苸	fu	hu
苹	ping pan	ping peng
苺	mui	mei
苻	fu pou	fu
苼	sang	sheng rui
苽	gu gwu	gu
苾	bat bit	bi
苿	mei	wei
茀	fat bat but	fu
茁	zyut cyut	zhuo
茂	mau	mao
范	faan	fan
茄	ke gaa	qie jia
茅	maau	mao
茆	maau lau	mao
茇	bat baat pui	ba
茈	zi caai ci	zi ci
茉	mut	mo
茊	zi	zi
茋	zi	zhi di
茌	ci	chi
茍	gik	ji
茎	hang ging	jing
茏	lung	long
茐	cung	cong
茑	niu liu	niao
茒	jyun	yuan
茓	jyut	xue
茔	jing	ying
茕	king	qiong
茖	gaak	ge
茗	ming	ming
茘	lai	li
茙	jung	rong
茚	jan	yin
茛	gan	gen
茜	sin sai	qian xi
茝	coi zi	chai
茞	coi zi	chen
茟	jyut	yu
茠	hou jau	hao
茡	zi	zi
茢	lit	lie
茣	ng m	wu
茤	gei do	ji
茥	gwai kwai	gui
茦	caak ci	ci
茧	gaan gin	jian
茨	ci syu	ci
茩	hau	hou
茪	gwong gong	guang
茫	mong	mang
茬	caa ci	cha
茭	gaau	jiao
茮	ziu	jiao
茯	fuk	fu
茰	jyu	yu
茱	zyu syu	zhu
茲	zi ci	zi
茳	gong	jiang
茴	wui	hui
茵	jan	yin
茶	caa	cha
茷	fat bui pui	fa pei
茸	jung	rong
茹	jyu	ru
茺	cung	chong
茻	mong mou	mang
茼	tung tong	tong
茽	zung	zhong
茾	hin	qian
茿	zuk	zhu
荀	seon	xun
荁	jyun wun	huan
荂	fu heoi	fu
荃	cyun	quan
荄	goi	gai
荅	daap taap	da
荆	ging	jing
荇	hang	xing
荈	cyun	chuan
草	cou	cao
荊	ging	jing
荋	ji	er
荌	on ngon	an
荍	kiu	qiao
荎	ci	chi
荏	jam nam	ren
荐	zin	jian
荑	tai ji	yi ti
荒	fong	huang
荓	ping	ping
荔	lai	li
荕	gan	jin
荖	lou	lao
荗	seot	shu
荘	zong	zhuang
荙	daat	da
荚	gaap haap	jia
荛	jiu	rao
荜	bat	bi
荝	zak	ce
荞	kiu	qiao
荟	wai kui kwui	hui
荠	cai zai ci	qi ji
荡	dong tong	dang
荢	zi	zi
荣	wing	rong
荤	fan	hun
荥	jing	ying xing
荦	lok lak	luo
荧	jing	ying
荨	taam cam cim	qian xun
荩	zeon	jin
荪	syun	sun
荫	jam	yin
荬	maai	mai
荭	hung	hong
荮	zau	zhou
药	joek ngok	yao
荰	dou	du
荱	mei	wei
荲	huk	li
荳	dau	dou
荴	fu	fu
荵	jan	ren
荶	jam	yin
荷	ho	he
荸	but ci	bi
荹	bou	bu
荺	wan	yun
荻	dik	di
荼	tou syu caa	tu
荽	seoi sai	sui
荾	seoi	sui
荿	sing	cheng
莀	san	chen
莁	mou	wu
莂	bit	bie
莃	hei	xi
莄	gang	geng
莅	lei	li
莆	pou fu	pu
莇	zo	zhu
莈	mut	mo
莉	lei	li
莊	zong	zhuang
莋	zok	zuo
莌	tyut	tuo
莍	kau	qiu
莎	saa so	sha suo
莏	co so	suo
莐	cam	chen
莑	pung	peng feng
莒	geoi	ju
莓	mui	mei
莔	maang	meng
莕	hang	xing
莖	ging hang	jing
莗	ce	che
莘	san	shen xin
莙	gwan kwan	jun
莚	jin	yan
莛	ting	ting
莜	diu jau	you
莝	co	cuo
莞	gun wun gwaan	wan guan
莟	ham	han
莠	jau	you
莡	cok	cuo
莢	gaap haap	jia
莣	mong	wang
莤	suk jau	you su
莥	nau lau	niu
莦	saau	shao xiao
莧	jin	xian
莨	loeng long	lang liang
莩	fu piu	piao fu
莪	ngo o	e
莫	mok mou	mo mu
莬	man	wen wan mian
莭	zit	jie
莮	naam laam	nan
莯	ping muk	mu
莰	ham	kan
莱	loi	lai
莲	lin	lian
莳	si	shi
莴	wo	wo
莵	tou	tu
莶	cim lim him	xian lian
获	wok waai wu	huo
莸	jau	you
莹	jing	ying
莺	ang ngang	ying
莻	jing	
莼	seon	chun
莽	mong	mang
莾	mong	mang
莿	ci caak	ci
菀	jyun wan wat	wan yu
菁	zing cing	jing
菂	dik	di
菃	keoi	qu
菄	dung	dong
菅	gaan	jian
菆	zau cyun	zou chu
菇	gu gwu	gu
菈	laap	la
菉	luk	lu
菊	guk	ju
菋	mei	wei
菌	kwan	jun
菍	nip lip	nie ren
菎	kwan	kun
菏	go ho	he
菐	duk	pu
菑	zi zoi ji	zi zai
菒	gou	gao
菓	gwo go	guo
菔	fuk baak	fu
菕	leon	lun
菖	coeng	chang
菗	cau	chou
菘	sung	song
菙	ceoi	chui
菚	zaan	zhan
菛	mun	men
菜	coi	cai
菝	bat	ba
菞	lai	li
菟	tou	tu
菠	bo	bo
菡	haam aam	han
菢	bou	bao
菣	jan kin	qin
菤	gyun	juan
菥	sik	xi
菦	kan	qin
菧	dai	di
菨	zip cip	jie sha
菩	pou	pu
菪	dong	dang
菫	gan	jin
菬	ciu ziu	qiao zhao
菭	toi	tai zhi chi
菮	gang	geng
華	waa faa	hua
菰	gu gwu	gu
菱	ling	ling
菲	fei	fei
菳	kan gam kam	qin jin
菴	am ngam	an
菵	mong	wang
菶	bung	beng
菷	zau zaau	zhou
菸	jin	yan
菹	zeoi	zu ju
菺	gin	jian
菻	lam	lin ma
菼	taam cim	tan
菽	suk	shu
菾	tim	tian
菿	dou doek	dao
萀	fu	hu
萁	kei gei	qi
萂	wo	he
萃	seoi zyut	cui
萄	tou	tao
萅	ceon	chun
萆	bai bei	bi
萇	coeng	chang
萈	wun	huan
萉	fai fei	fei
萊	loi	lai
萋	cai	qi
萌	mang maang	meng
萍	ping	ping
萎	wai	wei
萏	daam	dan
萐	saap sip zit	sha
萑	wun teoi	huan
萒	jin gyun	yan
萓	ji	yi
萔	tiu	tiao
萕	cai	qi
萖	gun gwun	wan
萗	caak	ce
萘	noi loi	nai
萙	zam	zhen
萚	tok	tuo
萛	syun gau	jiu
萜	tip	tie
萝	lo	luo
萞	bei	bi
萟	ngai ai	yi
萠	pang	pan
萡	bok	bo
萢	paau	pao
萣	ding	ding
萤	jing	ying
营	jing	ying
萦	jing	ying
萧	siu	xiao
萨	saat	sa
萩	cau	qiu
萪	fo	ke
萫	hoeng	xiang
萬	maan maak	wan
萭	jyu geoi	yu
萮	jyu	yu
萯	fu pui	fu
萰	lin	lian
萱	hyun	xuan
萲	hyun	xuan
萳	naam laam	nan
萴	zak	ce
萵	wo	wo
萶	ceon	chun
萷	siu sok	shao
萸	jyu	yu
萹	pin bin	bian
萺	mou muk	mao
萻	jam am	an
萼	ngok ok	e
落	lok laai	luo la lao
萾	jing	ying
萿	kut wut kwut	kuo
葀	kut kwut	kuo
葁	goeng	jiang
葂	min maan	mian
葃	zok zaak zik	zuo
葄	zou	zuo
葅	zeoi	zu
葆	bou	bao
葇	jau	rou
葈	saai	xi
葉	jip sip	ye
葊	am ngam	an
葋	keoi	qu
葌	gaan	jian
葍	fuk	fu
葎	leot	lu
葏	zin	jing
葐	pun	pen
葑	fung	feng
葒	hung	hong
葓	hung	hong
葔	hau	hou
葕	jin	xing
葖	dat	tu
著	zoek zyu	zhu zhuo zhe
葘	zi zoi	zi
葙	soeng	xiang
葚	sam zam	shen ren
葛	got	ge
葜	kit hat	qia
葝	king ging	qing
葞	mei	mi
葟	wong	huang
葠	sam	shen
葡	pou	pu
葢	goi gap hap	gai
董	dung	dong
葤	zau	zhou
葥	zin	qian
葦	wai	wei
葧	but	bo
葨	wui	wei
葩	baa paa	pa
葪	gai gaai	ji
葫	wu	hu
葬	zong	zang
葭	gaa	jia
葮	dyun	duan
葯	joek	yao
葰	seoi zeon	jun suo
葱	cung	cong
葲	cyun	quan
葳	wai	wei
葴	zam	zhen
葵	kwai	kui
葶	ting	ting
葷	fan	hun
葸	saai	xi
葹	si	shi
葺	cap	qi
葻	laam	lan
葼	zung	zong
葽	jiu	yao
葾	jyun	yuan
葿	mei	mei
蒀	wan	yun
蒁	wat	shu
蒂	dai ding tai	di
蒃	syun	zhuan
蒄	gun gwun	guan
蒅	jim	ran
蒆	zuk hoe	xue
蒇	cin zin	chan
蒈	kaai	kai
蒉	gwai	kui kuai
蒊	faa	hua
蒋	zoeng	jiang
蒌	lau	lou
蒍	wai	wei
蒎	paai	pai
蒏	wing	yong
蒐	sau	sou
蒑	jan	yin
蒒	si	shi
蒓	seon	chun
蒔	si	shi
蒕	wan	yun
蒖	zan	zhen
蒗	long	lang
蒘	neoi jyu leoi	ru na
蒙	mung	meng
蒚	lik hat	li
蒛	kyut	que
蒜	syun	suan
蒝	jyun wun	yuan huan
蒞	lei	li
蒟	geoi	ju
蒠	sik	xi
蒡	pong bong pang	bang
蒢	ceoi	chu
蒣	ceoi	xu shu
蒤	tou	tu
蒥	lau	liu
蒦	wok	huo
蒧	dim	dian
蒨	sin	qian
蒩	zou	zu ju
蒪	pok	po
蒫	co ze zi	cuo
蒬	jyun	yuan
蒭	co	chu
蒮	juk	yu
蒯	gwaai faai	kuai
蒰	pun	pan
蒱	pou	pu
蒲	pou bok	pu
蒳	naap laap	na
蒴	sok	shuo
蒵	hai	xi
蒶	fan	fen
蒷	wan	yun
蒸	zing	zheng
蒹	gim	jian
蒺	zat zaat	ji
蒻	joek	ruo
蒼	cong	cang
蒽	jan	en
蒾	mai	mi
蒿	hou	hao
蓀	syun	sun
蓁	zeon ceon	zhen
蓂	ming mik	mi ming
蓃	sau	sou
蓄	cuk	xu
蓅	lau	liu
蓆	zek zik	xi
蓇	gwat	gu
蓈	long	lang
蓉	jung	rong
蓊	jung	weng
蓋	goi koi gap	gai ge he
蓌	co	cuo
蓍	si	shi
蓎	tong	tang
蓏	lo	luo
蓐	juk	ru
蓑	so	suo
蓒	hin	xuan
蓓	pui	bei
蓔	jiu guk	yao zhuo
蓕	gwai	gui
蓖	bei bai	bi
蓗	zung	zong
蓘	gwan	gun
蓙	zo	zuo
蓚	tiu	tiao
蓛	cik caak	ce
蓜	pui	pei
蓝	laam	lan
蓞	daam	dan
蓟	gai	ji
蓠	lei	li
蓡	sam	shen
蓢	long	lang
蓣	jyu	yu
蓤	ling	ling
蓥	jing	ying
蓦	mak maak	mo
蓧	diu tiu	diao tiao di
蓨	tiu sau	tiao
蓩	mou muk	mao
蓪	tung	tong
蓫	zuk	zhu
蓬	pung fung	peng
蓭	am ngam	an
蓮	lin	lian
蓯	cung	cong
蓰	saai	xi
蓱	ping	ping
蓲	jau	xu qiu fu
蓳	kan gan	jin
蓴	seon	chun
蓵	zit	jie
蓶	wai	wei
蓷	teoi	tui
蓸	cou	cao
蓹	jyu	yu
蓺	ngai ai	yi
蓻	cap guk	zi ju
蓼	liu luk	liao lu
蓽	bat	bi
蓾	lou	lu
蓿	suk	xu
蔀	bou	bu
蔁	zoeng	zhang
蔂	leoi	lei
蔃	koeng goeng	qiang
蔄	maan	man
蔅	jin	yan
蔆	ling	ling
蔇	gei	ji
蔈	biu	piao
蔉	gwan	gun
蔊	hon	han
蔋	dik	di
蔌	cuk suk	su
蔍	luk cou	lu
蔎	cit	she
蔏	soeng	shang
蔐	dik	di
蔑	mit	mie
蔒	fan	hun
蔓	maan	man wan
蔔	baak	bo
蔕	dai daai ding	di
蔖	co zaa	cuo
蔗	ze	zhe
蔘	sam saam	shen
蔙	syun	xuan
蔚	wai wat	wei yu
蔛	huk	hu
蔜	ngou ou	ao
蔝	mai	mi
蔞	lau	lou
蔟	cuk cau coek	cu
蔠	zung	zhong
蔡	coi saat	cai
蔢	po	po bo
蔣	zoeng	jiang
蔤	mat	mi
蔥	cung	cong
蔦	niu liu	niao
蔧	seoi wai	hui
蔨	gyun kwan	juan
蔩	jan jin ji	yin
蔪	zim saam	jian
蔫	jin jyun	nian
蔬	so	shu
蔭	jam	yin
蔮	gwok kui gok	guo
蔯	can	chen
蔰	wu	hu
蔱	saat	sha
蔲	kau	kou
蔳	sin	qian
蔴	maa	ma
蔵	cong	zang
蔶	zaak	ze
蔷	coeng sik	qiang
蔸	dau	dou
蔹	lim	lian
蔺	leon	lin
蔻	kau	kou
蔼	oi ngoi	ai
蔽	bai	bi
蔾	lai	li
蔿	wai	wei
蕀	gik	ji
蕁	taam cam cim	qian xun
蕂	sing	sheng
蕃	faan bo	fan bo
蕄	mang man	meng
蕅	ngau au	ou
蕆	cin zin	chan
蕇	din	dian
蕈	cam seon taam	xun
蕉	ziu ciu	jiao
蕊	jeoi	rui
蕋	jeoi	rui
蕌	leoi kiu	lei
蕍	jyu	yu
蕎	kiu	qiao
蕏	cyu zyu	zhu
蕐	waa	hua
蕑	gaan	jian
蕒	maai	mai
蕓	wan	yun
蕔	bou	bao
蕕	jau	you
蕖	keoi	qu
蕗	lou	lu
蕘	jiu	rao
蕙	wai	hui
蕚	ngok ok	e
蕛	tai	ti
蕜	fei	fei
蕝	zyut	jue
蕞	zeoi zyut	zui
蕟	faat	fa
蕠	jyu	ru
蕡	fan	fen
蕢	gwai	kui
蕣	seon	shun
蕤	jeoi	rui
蕥	ngaa aa	ya
蕦	seoi	xu
蕧	fuk	fu
蕨	kyut	jue
蕩	dong	dang
蕪	mou	wu
蕫	dung	dong
蕬	si	si
蕭	siu	xiao
蕮	sik	xi
蕯	saat	sa
蕰	wan	wen
蕱	saau	shao
蕲	kei	qi
蕳	gaan	jian
蕴	wan	yun
蕵	syun	sun
蕶	ling	ling
蕷	jyu	yu
蕸	haa	xia
蕹	ung ngung	weng
蕺	cap zap	ji
蕻	hung	hong
蕼	sei	si
蕽	nung lung	nong
蕾	leoi	lei
蕿	hyun	xuan
薀	wan	yun
薁	juk	yu ao
薂	hat sik	xi xiao
薃	hou	hao
薄	bok bik	bao bo
薅	hou	hao
薆	oi ngoi	ai
薇	mei	wei
薈	wai kui wui	hui
薉	wai	hui
薊	gai	ji
薋	ci	ci zi
薌	hoeng	xiang
薍	waan	wan luan
薎	mit	mie
薏	ji	yi
薐	ling	leng
薑	goeng	jiang
薒	caan	can
薓	sam	shen
薔	coeng sik	qiang se
薕	lim	lian
薖	gwo fo go	ke
薗	jyun	yuan
薘	daat	da
薙	tai	ti
薚	tong	tang
薛	sit	xue
薜	bai baak bei	bi
薝	zim	zhan
薞	syun	sun
薟	cim him lim	xian lian
薠	faan	fan
薡	ding	ding
薢	haai gaai	xie
薣	gu gwu	gu
薤	haai	xie
薥	suk	shu
薦	zin	jian
薧	haau hou	kao hao
薨	gwang	hong
薩	saat	sa
薪	san	xin
薫	fan	xun
薬	joek	yao
薭	baai	bai
薮	sau	sou
薯	syu	shu
薰	fan wan	xun
薱	deoi	dui
薲	pan	pin
薳	jyun wai	yuan wei
薴	ning ling	ning
薵	cau	zhou chou
薶	maai wo	wo mai
薷	jyu	ru
薸	piu	piao
薹	toi	tai
薺	cai zai ci	ji qi
薻	zou	zao
薼	can	chen
薽	zan	zhen
薾	ji	er
薿	ji jik	ni
藀	jing	ying
藁	gou	gao
藂	cung	cong
藃	hiu hou	xiao hao
藄	kei	qi
藅	fat	fa
藆	gin	jian
藇	zeoi jyu	yu xu
藈	kwai gwai	kui
藉	zik ze	jie ji
藊	bin	bian
藋	diu	diao zhuo
藌	mat	mi
藍	laam	lan
藎	zeon	jin
藏	cong zong	cang zang
藐	miu mok	miao
藑	king	qiong
藒	kit	qi
藓	sin	xian
藔	liu	liao
藕	ngau au	ou
藖	haan	xian
藗	suk cuk	su
藘	leoi	lu
藙	ngai ai	yi
藚	zuk	xu
藛	se	xie
藜	lai lei	li
藝	ngai ai	yi
藞	laa lo	la
藟	leoi	lei
藠	kiu	jiao
藡	dik	di
藢	zi	zhi
藣	bei	bei
藤	tang tan	teng
藥	joek ngok	yao
藦	mo	mo
藧	wun	huan
藨	biu	biao pao
藩	faan	fan
藪	sau	sou
藫	taam	tan
藬	teoi	tui
藭	kung	qiong
藮	ciu	qiao
藯	wai	wei
藰	lau	liu
藱	wui	hui
藲	au ngau	ou
藳	gou	gao
藴	wan	yun
藵	bou	bao
藶	lik	li
藷	syu zyu	shu
藸	cyu zyu	chu zhu
藹	oi ngoi	ai
藺	leon	lin
藻	zou	zao
藼	hyun	xuan
藽	can	qin
藾	laai	lai
藿	fok	huo
蘀	tok	tuo
蘁	ng ngok m	wu
蘂	jeoi	rui
蘃	jeoi	rui
蘄	kei	qi
蘅	hang	heng
蘆	lou	lu
蘇	sou	su
蘈	teoi	tui
蘉	mong	mang
蘊	wan	yun
蘋	ping pan	pin ping
蘌	jyu	yu
蘍	fan	xun
蘎	kei	ji
蘏	gwing	jiong
蘐	hyun	xuan
蘑	mo	mo
蘒	cau	qiu
蘓	sou	su
蘔	gwing	jiong
蘕	pung	peng
蘖	jit nip jip	nie
蘗	baak paak	bo
蘘	joeng	rang
蘙	ai ngai	yi
蘚	sin	xian
蘛	juk	yu
蘜	guk	ju
蘝	lim	lian
蘞	lim	lian
蘟	jan	yin
蘠	coeng	qiang
蘡	jing	ying
蘢	lung	long
蘣	tau	tou
蘤	faa wai	hua
蘥	joek	yue
蘦	ling	ling
蘧	keoi	qu
蘨	jiu	yao
蘩	faan	fan
蘪	mei	mi
蘫	ham	lan
蘬	kwai wai	gui
蘭	laan	lan
蘮	gai	ji
蘯	dong	dang
蘰	maan	man
蘱	leoi	lei
蘲	leoi	lei
蘳	fai	hui
蘴	fung	feng
蘵	zik	zhi
蘶	ngai ai	wei
蘷	kwai	kui
蘸	zaam jaam	zhan
蘹	waai	huai
蘺	lei	li
蘻	hai gai	ji
蘼	mei	mi
蘽	leoi	lei
蘾	waai	huai
蘿	lo	luo
虀	zai	ji
虁	kwai	kui
虂	lou	lu
虃	zim cim	jian
虄	saat	
虅	tang	teng
虆	leoi	lei
虇	hyun	quan
虈	hiu	xiao
虉	jik	yi
虊	lyun	luan
虋	mun	men
虌	bit	bie
虍	fu	hu
虎	fu	hu
虏	lou	lu
虐	joek	nue
虑	leoi lou luk	lu
虒	si	si
虓	haau	xiao
虔	kin	qian
處	cyu syu	chu
虖	fu	hu
虗	heoi	xu
虘	co	cuo
虙	fuk	fu
虚	heoi	xu
虛	heoi	xu
虜	lou	lu
虝	fu	hu
虞	jyu	yu
號	hou	hao
虠	gaau	jiao
虡	geoi	ju
虢	gwik	guo
虣	bou	bao
虤	ngaan aan	yan
虥	zaan	zhan
虦	zaan	zhan
虧	kwai	kui
虨	ban	bin
虩	gwik hik	xi
虪	suk	shu
虫	cung wai	chong
虬	kau	qiu
虭	diu	diao
虮	gei kei	ji
虯	kau	qiu
虰	ding cing	ding
虱	sat	shi
虲	buk	xia
虳	gwat dik	jue
虴	zaak	zhe
虵	se	she
虶	jyu	yu
虷	hon gon	gan han
虸	zi	zi
虹	hung	hong jiang
虺	wai fui	hui
虻	mong mang	meng
虼	gat gok	ge
虽	seoi	sui
虾	haa	xia ha
虿	caai	chai
蚀	sik sit	shi
蚁	ngai ai	yi
蚂	maa	ma
蚃	hoeng	xiang
蚄	fong	fang bang
蚅	ak ngak	e
蚆	baa paa	ba
蚇	cik cek	chi
蚈	hin	qian
蚉	man	wen
蚊	man mang	wen
蚋	jeoi	rui
蚌	pong	bang beng
蚍	pei	pi
蚎	jyut	yue
蚏	jyut	yue
蚐	gwan	jun
蚑	kei	qi
蚒	jim	tong
蚓	jan	yin
蚔	kei zi	qi zhi
蚕	caam	can
蚖	jyun	yuan wan
蚗	kyut	jue que
蚘	wui	hui
蚙	kam kim	qin qian
蚚	kei	qi
蚛	zung dung	zhong
蚜	ngaa aa	ya
蚝	ci hou	hao
蚞	muk	mu
蚟	wong	wang
蚠	fan	fen
蚡	fan	fen
蚢	hong	hang
蚣	gung	gong zhong
蚤	zou sat	zao
蚥	fu	fu
蚦	jim naam laam	ran
蚧	gaai	jie
蚨	fu	fu
蚩	ci	chi
蚪	dau	dou
蚫	baau	bao
蚬	hin	xian
蚭	nei lei	ni
蚮	taai	dai de
蚯	jau	qiu
蚰	jau	you
蚱	zaak zaa	zha
蚲	ping	ping
蚳	ci	chi
蚴	jau	you
蚵	ho o	ke
蚶	ham	han
蚷	geoi	ju
蚸	cik	li
蚹	fu	fu
蚺	naam jim laam	ran
蚻	zaat	zha
蚼	ngau au gau	gou qu xu
蚽	pei	pi
蚾	pei bo	bo pi
蚿	jin	xian
蛀	zyu	zhu
蛁	diu	diao
蛂	bit	bie
蛃	bing	bing
蛄	gu gwu	gu
蛅	jim zim	zhan
蛆	zeoi ceoi	qu
蛇	se ji	she yi
蛈	tit	tie
蛉	ling	ling
蛊	gu gwu	gu
蛋	daan	dan
蛌	gu gwu	tun
蛍	jing	ying
蛎	lai	li
蛏	cing sing	cheng
蛐	kuk	qu
蛑	mau	mou
蛒	gaak	ge luo
蛓	ci	ci
蛔	wui	hui
蛕	wui	hui
蛖	mong pong	mang bang
蛗	fau	fu
蛘	joeng mai	yang
蛙	waa	wa
蛚	lit	lie
蛛	zyu	zhu
蛜	ji	yi
蛝	haan	xian
蛞	kut fut kwut	kuo
蛟	gaau	jiao
蛠	lai	li
蛡	jik	yi xu
蛢	ping	ping
蛣	kit	jie
蛤	gap haa gaap	ha ge
蛥	sit	she
蛦	ji	yi
蛧	mong	wang
蛨	mak	mo
蛩	kung	qiong
蛪	kit jit	qie ni
蛫	gwai	gui
蛬	kung gung	qiong
蛭	zat	zhi
蛮	maan	man
蛯	lou	lao
蛰	zat zit zik	zhe
蛱	gaap	jia
蛲	jiu laau naau	nao
蛳	si	si
蛴	cai	qi
蛵	hing	xing
蛶	lyut	jie
蛷	kau	qiu
蛸	saau siu	shao xiao
蛹	jung	yong
蛺	gaap	jia
蛻	teoi seoi	tui
蛼	ce	che
蛽	bui	bei
蛾	ngo ngai ngau	e yi
蛿	ham	han
蜀	suk	shu
蜁	syun	xuan
蜂	fung	feng
蜃	san	shen
蜄	san	shen
蜅	fu	fu
蜆	hin	xian
蜇	zit	zhe
蜈	ng m	wu
蜉	fau	fu
蜊	lei	li
蜋	long loeng	lang
蜌	bai	bi
蜍	ceoi cyu syu	chu
蜎	jyun gyun	yuan
蜏	jau	you
蜐	gip	jie
蜑	daan	dan
蜒	jin	yan
蜓	ting	ting
蜔	tin	dian
蜕	teoi seoi	tui
蜖	wui	hui
蜗	wo gwaa waa	wo
蜘	zi	zhi
蜙	sung	zhong
蜚	fei fai	fei
蜛	geoi	ju
蜜	mat	mi
蜝	kei	qi
蜞	kei	qi
蜟	juk	yu
蜠	kwan	jun
蜡	zaa caa cai	la zha
蜢	maang	meng
蜣	goeng	qiang
蜤	si sik	si
蜥	sik	xi
蜦	leon	lun
蜧	lai	li
蜨	dip	die
蜩	tiu	tiao
蜪	tou	tao
蜫	gwan	kun
蜬	ham	han
蜭	ham	han
蜮	wik waak	yu
蜯	pong	bang
蜰	fei fai	fei
蜱	pei	pi
蜲	wai	wei
蜳	deon tan	dun
蜴	jik	yi
蜵	jyun	yuan
蜶	seot	suo
蜷	kyun	quan
蜸	hin	qian
蜹	jeoi	rui
蜺	ngai ai	ni
蜻	cing zing	qing
蜼	wai leoi	wei
蜽	loeng	liang
蜾	gwo go	guo
蜿	jyun	wan
蝀	dung	dong
蝁	ok ngok	e
蝂	baan	ban
蝃	dai zyut	di
蝄	mong	wang
蝅	caam	can
蝆	me joeng mai	yang
蝇	jing	ying
蝈	gwok gok	guo
蝉	sim sin	chan
蝊	ding	ding
蝋	laap	la
蝌	fo	ke
蝍	zik	ji
蝎	hot kit hit	xie
蝏	ting	ting
蝐	mou mui	mao
蝑	seoi	xu
蝒	min	mian
蝓	jyu	yu
蝔	gaai	jie
蝕	sik sit	shi
蝖	hyun	xuan
蝗	wong	huang
蝘	jin	yan
蝙	pin bin	bian
蝚	jau nou	rou
蝛	wai	wei
蝜	fu	fu
蝝	jyun	yuan
蝞	mei	mei
蝟	wai	wei
蝠	fuk	fu
蝡	jyu jyun	ru
蝢	kit	xie
蝣	jau	you
蝤	jau cau zau	you qiu
蝥	maau mau	mao
蝦	haa	xia ha
蝧	jing	ying
蝨	sat	shi
蝩	cung zung	chong
蝪	tong	tang
蝫	zyu	zhu
蝬	zung	zong
蝭	tai	di
蝮	fuk	fu
蝯	jyun	yuan
蝰	kwai fui	kui
蝱	mong mang	meng
蝲	laat	la
蝳	doi	dai
蝴	wu	hu
蝵	cau	qiu
蝶	dip	die
蝷	lik sik	li
蝸	wo gwaa waa	wo
蝹	wan ou	yun
蝺	geoi jyu	qu
蝻	naam laam	nan
蝼	lau	lou
蝽	ceon	chun
蝾	wing	rong
蝿	jing	ying
螀	zoeng	jiang
螁	teoi	ban
螂	long lang	lang
螃	pong bong	pang
螄	si	si
螅	sik	xi
螆	zi	ci
螇	hai	xi qi
螈	jyun	yuan
螉	jung	weng
螊	lim ham	lian
螋	sau	sou
螌	baan pun	ban
融	jung	rong
螎	jung	rong
螏	zat	ji
螐	wu	wu
螑	jau cau	xiu
螒	hon	han
螓	ceon	qin
螔	ji	yi
螕	bai	bi pi
螖	waat	hua
螗	tong	tang
螘	ngai ai	yi
螙	dou	du
螚	noi loi	nai neng
螛	hot hat	he xia
螜	huk	hu
螝	gwai kui	gui hui
螞	maa	ma
螟	ming	ming
螠	jik si	yi
螡	man	wen
螢	jing	ying
螣	dak tang	teng
螤	zung	zhong
螥	cong	cang
螦	sou	sao
螧	kei	qi
螨	mun	man
螩	tiu	dao
螪	soeng zek	shang
螫	sik cik	shi zhe
螬	cou	cao
螭	ci	chi
螮	dai	di
螯	ngou gong ou	ao
螰	luk	lu
螱	wai	wei
螲	dit zat	zhi die
螳	tong	tang
螴	can	chen
螵	piu	piao
螶	keoi geoi	qu ju
螷	pei	pi
螸	jyu	yu
螹	zim caam	jian chan
螺	lo	luo
螻	lau	lou
螼	jan gan	qin
螽	zung	zhong
螾	jan	yin
螿	zoeng	jiang
蟀	seot	shuai
蟁	man	wen
蟂	giu	xiao
蟃	maan	wan
蟄	zat zaap zit	zhe
蟅	ze	zhe
蟆	maa mou	ma mo
蟇	maa mou	ma
蟈	gwok gok	guo
蟉	lau	liu
蟊	maau mau	mao
蟋	sik	xi
蟌	cung	cong
蟍	lei	li
蟎	mun	man
蟏	siu	xiao
蟐	kei	chan
蟑	zoeng	zhang
蟒	mong	mang meng
蟓	zoeng	xiang
蟔	mat	mo
蟕	zai	zui
蟖	si	si
蟗	cau	qiu
蟘	dak dat	te
蟙	zik	zhi
蟚	paang	peng
蟛	paang	peng
蟜	giu	jiao
蟝	keoi	qu
蟞	bit	bie
蟟	liu	liao
蟠	pun faan	pan
蟡	wai	gui
蟢	hei	xi
蟣	gei kei	ji
蟤	zyun cyun	zhuan
蟥	wong	huang
蟦	fei ban	ben fei
蟧	lou	lao liao
蟨	kyut	jue
蟩	kyut	jue
蟪	wai	hui
蟫	jam taam cam	yin xun
蟬	sim sin	chan
蟭	ziu	jiao
蟮	sin	shan
蟯	jiu naau laau	nao
蟰	siu	xiao
蟱	mou	wu
蟲	cung	chong
蟳	cing	xun
蟴	si	si
蟵	cyu	chu
蟶	cing sing	cheng
蟷	dong	dang
蟸	lai	li
蟹	haai	xie
蟺	sin	shan
蟻	ngai ai	yi
蟼	ging	jing
蟽	daat	da
蟾	sim	chan
蟿	kai	qi
蠀	ci zik	ci
蠁	hoeng	xiang
蠂	sip	she
蠃	lo	luo
蠄	kam	qin
蠅	jing	ying
蠆	caai	chai
蠇	lai	li
蠈	caak	zei
蠉	hyun	xuan
蠊	lim	lian
蠋	zuk suk	zhu
蠌	zaak	ze
蠍	kit hit	xie
蠎	mong	mang
蠏	haai	xie
蠐	cai	qi
蠑	wing	rong
蠒	gaan	jian
蠓	mung	meng
蠔	hou	hao
蠕	jyu jyun	ru
蠖	wok	huo
蠗	zok	zhuo
蠘	zit	jie
蠙	pan ban	pin
蠚	kok hok	he
蠛	mit	mie
蠜	faan	fan
蠝	leoi	lei
蠞	zit	jie
蠟	laap	la
蠠	man	min
蠡	lai lo	li
蠢	ceon	chun
蠣	lai	li
蠤	cau	qiu
蠥	jit jip	nie
蠦	lou	lu
蠧	dou	du
蠨	siu	xiao
蠩	zyu syu	zhu
蠪	lung	long
蠫	lai lei	li
蠬	lung	long
蠭	fung	feng
蠮	jit	ye
蠯	pei	pi
蠰	joeng	nang
蠱	gu gwu	gu
蠲	gyun	juan
蠳	ang jing ngang	ying
蠴	syu	shu
蠵	kwai	xi
蠶	caam	can
蠷	keoi	qu
蠸	kyun	quan
蠹	dou	du
蠺	caam	can
蠻	maan	man
蠼	keoi fok	qu
蠽	zit	jie
蠾	zuk suk	zhu
蠿	zyut	zhuo
血	hyut	xue xie
衁	fong	huang
衂	nuk luk	nu
衃	pui fau	pei
衄	nuk luk	nu
衅	jan	xin
衆	zung	zhong
衇	mak	mai
衈	nei ji lei	er
衉	haak	ke
衊	mit	mie
衋	sik hik	xi
行	haang hang hong	xing hang heng
衍	jin hin	yan
衎	hon	kan
衏	jyun	yuan
衐	geoi	qu
衑	ling	ling
衒	jyun jin	xuan
術	seot	shu
衔	haam ham	xian
衕	tung dung	tong
衖	lung hong nung	xiang
街	gaai	jie
衘	haam ham	xian
衙	ngaa aa	ya
衚	wu	hu
衛	wai	wei
衜	dou	dao
衝	cung	chong
衞	wai	wei
衟	dou	dao
衠	zeon	zhun
衡	hang waang	heng
衢	keoi	qu
衣	ji	yi
衤		yi
补	bou	bu
衦	gon	gan
衧	jyu	yu
表	biu	biao
衩	caa	cha
衪	ji	yi
衫	saam	shan
衬	can	chen
衭	fu	fu
衮	gwan kwan	gun
衯	fan pun	fen
衰	seoi ceoi	shuai cui
衱	gip git	jie
衲	naap laap	na
衳	zung	zhong
衴	dam	dan
衵	nik jat lik	ri
衶	zung	zhong
衷	cung zung	zhong
衸	gaai	jie
衹	zi kei	zhi
衺	ce	xie
衻	jim	ran
衼	zi	zhi
衽	jam	ren
衾	kam	qin
衿	kam gam	jin
袀	gwan	jun
袁	jyun	yuan
袂	mai	mei
袃	caai	chai
袄	ou ngou	ao
袅	niu liu	niao
袆	fai wai	hui
袇	jim	ran
袈	gaa	jia
袉	to	tuo
袊	ling	ling
袋	doi	dai
袌	pou paau	bao pao
袍	pou	pao
袎	jau aau	yao
袏	zo	zuo
袐	bat	bi
袑	siu	shao
袒	taan	tan
袓	zeoi ze	ju jie
袔	ho	he ke
袕	jyut seot	xue
袖	zau	xiu
袗	zan can	zhen
袘	ji	yi
袙	paa paak	pa
袚	fat	fu
袛	dai zi	di
袜	mut maat mat	wa
袝	fu	fu
袞	gwan kwan	gun
袟	dit	zhi
袠	dit	zhi
袡	jim	ran
袢	faan paan	pan
袣	ji	yi
袤	mau	mao
袥	tok	tuo
袦	neot leot	na jue
袧	kau gau	gou
袨	jyun	xuan
袩	dim	zhe
袪	keoi	qu
被	bei pei	bei pi
袬	juk	yu
袭	zaap zap	xi
袮	ji	mi
袯	but	bo
袰	mou	bo
袱	fuk	fu
袲	ji no	chi nuo
袳	ci	chi qi duo
袴	fu	ku
袵	jam	ren
袶	gong	peng
袷	gip gaap hap	jia qia jie
袸	zin cyun zyun	jian zun
袹	baak mat	bo mo
袺	git	jie
袻	ji	er
袼	gok gaak	ge
袽	jyu	ru
袾	zyu	zhu
袿	gwai	gui gua
裀	jan	yin
裁	coi	cai
裂	lit	lie
裃	lung	ka
裄	hang	hang
装	zong	zhuang
裆	dong long	dang
裇	seot	xu
裈	gwan	kun
裉	kang	ken
裊	niu liu	niao
裋	syu	shu
裌	gaap	jia
裍	kwan	kun
裎	cing	cheng
裏	leoi lei	li
裐	gyun	juan
裑	san	shen
裒	pau fau	pou
裓	gat gaai	jie ge
裔	jeoi	yi
裕	jyu	yu
裖	zan	zhen
裗	lau	liu
裘	kau	qiu
裙	kwan	qun
裚	zai	ji
裛	jap	yi
補	bou	bu
裝	zong	zhuang
裞	seoi	shui
裟	saa	sha
裠	kwan	qun
裡	leoi lei	li
裢	lin	lian
裣	lim	lian
裤	fu	ku
裥	gaan	jian
裦	bou	bao
裧	cim sim	chan
裨	pei bei	bi pi
裩	gwan	kun
裪	tou	tao
裫	jyun	yuan
裬	ling	ling
裭	ci	chi
裮	coeng	chang
裯	cau dou	dao chou
裰	zyut	duo
裱	biu	biao
裲	loeng	liang
裳	soeng	shang chang
裴	pui	pei
裵	pui	pei
裶	fei	fei
裷	jyun gwan	yuan gun
裸	lo	luo
裹	gwo go	guo
裺	jim	yan an
裻	duk	du
裼	sik tik tai	ti xi
製	zai	zhi
裾	geoi	ju
裿	ji	yi
褀	gei	qi
褁	gwo go	guo
褂	gwaa kwaa	gua
褃	kang	ken
褄	cai	qi
褅	tai	ti
褆	tai si	ti
複	fuk	fu
褈	cung	chong
褉	kit	xie
褊	bin pin	bian
褋	dip	die
褌	gwan	kun
褍	dyun	duan
褎	zau jau	xiu
褏	zau jau	xiu
褐	hot	he
褑	jyun	yuan
褒	bou	bao
褓	bou	bao
褔	fu	fu
褕	jyu	yu
褖	teon	tuan
褗	jin	yan
褘	fai wai	hui
褙	bui	bei
褚	cyu ze zyu	chu zhu
褛	leoi lau	lu
褜	baau	pao
褝	daan	dan
褞	wan	yun
褟	taap daap	ta
褠	kau	gou
褡	daap	da
褢	waai	huai
褣	jung	rong
褤	jyun	yuan
褥	juk	ru
褦	naai le nang	nai
褧	gwing	jiong
褨	so	suo
褩	bun	ban
褪	teoi tan	tui tun
褫	ci	chi
褬	song	sang
褭	niu liu	niao
褮	ang jing ngang	ying
褯	zik	jie
褰	hin	qian
褱	waai	huai
褲	fu	ku
褳	lin	lian
褴	laam	lan
褵	lei	li
褶	zip zaap dip	zhe
褷	si	shi
褸	lau leoi	lu
褹	ngai ai	yi
褺	dip	die
褻	sit	xie
褼	sin	xian
褽	wai	wei
褾	biu	biao
褿	cou	cao
襀	zik	ji
襁	koeng	qiang
襂	sam saam	sen
襃	bou	bao
襄	soeng	xiang
襅	bat	bi
襆	fuk buk	fu
襇	gaan	jian
襈	zyun	zhuan
襉	gaan	jian
襊	ceoi	cui
襋	gik	ji
襌	daan	dan
襍	zaap	za
襎	faan	fan
襏	but	bo
襐	zoeng	xiang
襑	cam taam	xin
襒	bit	bie
襓	jiu	rao
襔	loeng	man
襕	laan	lan
襖	ou ngou	ao
襗	zaak dok	ze
襘	kui kwui	gui
襙	cou	cao
襚	seoi	sui
襛	nung lung	nong
襜	cim zim sim	chan
襝	lim	lian
襞	bik	bi
襟	kam gam	jin
襠	dong long	dang
襡	suk duk	shu
襢	taan daan zin	tan
襣	bei	bi
襤	laam	lan
襥	fuk buk	fu
襦	jyu	ru
襧	zi	zhi
襨	deoi	
襩	suk	shu
襪	mat maat	wa
襫	sik	shi
襬	baai bei	bai
襭	kit	xie
襮	bok buk	bo
襯	can	chen
襰	laai	lai
襱	lung	long
襲	zaap zap	xi
襳	cim sam sim	xian
襴	laan	lan
襵	zip zaap	zhe
襶	daai de	dai
襷	geoi	ju
襸	zaan	zan
襹	si	shi
襺	gaan	jian
襻	paan	pan
襼	ngai mai ai	yi
襽	laan	lan
襾	aa haa ngaa	ya
西	sai	xi
覀		ya
要	jiu	yao
覂	fung	feng
覃	taam cam	qin tan
覄	fuk	fu
覅	fiu	
覆	fuk fau fu	fu
覇	baa	ba
覈	hat wat goi	he
覉	gei	ji
覊	gei	ji
見	gin jin	jian xian
覌	gun gwun	guan
覍	bin	bian
覎	jim jin	yan
規	kwai	gui
覐	gok	jue jiao
覑	pin	pian
覒	mou	mao
覓	mik	mi
覔	mik	mi
覕	pit	pie mie
視	si	shi
覗	zi	si
覘	zim cim	chan
覙	can	zhen
覚	gok	jue jiao
覛	mik mak	mi
覜	tiu	tiao
覝	lim	lian
覞	jiu	yao
覟	zi	zhi
覠	gwan	jun
覡	hat	xi
覢	sim	shan
覣	wai	wei
覤	gwik	xi
覥	tin	tian
覦	jyu	yu
覧	laam	lan
覨	ngok ok	e
覩	dou	du
親	can	qin qing
覫	pong	pang
覬	gei kei	ji
覭	ming mik	ming
覮	jing ping	ying
覯	gau kau	gou
覰	ceoi	qu
覱	zaam	zhan
覲	gan	jin
観	gun gwun	guan
覴	dang	deng
覵	gaan haan	jian bian
覶	lo	luo luan
覷	ceoi	qu
覸	gaan	jian
覹	mei	wei
覺	gok gaau	jue jiao
覻	ceoi	qu
覼	lo	luo
覽	laam	lan
覾	sam	shen
覿	dik	di
觀	gun gwun	guan
见	gin jin	jian xian
观	gun gwun	guan
觃	jim jin	yan
规	kwai	gui
觅	mik	mi
视	si	shi
觇	zim cim	chan
览	laam	lan
觉	gok gaau	jue jiao
觊	gei kei	ji
觋	hat	xi
觌	dik	di
觍	tin	tian
觎	jyu	yu
觏	gau kau	gou
觐	gan	jin
觑	ceoi	qu
角	gok luk	jiao jue
觓	kau	qiu
觔	gan	jin
觕	cou	cu
觖	kyut kwai	jue
觗	zi	zhi
觘	caau	chao
觙	kap gap	ji
觚	gu gwu	gu
觛	daan	dan
觜	zi zeoi	zi zui
觝	dai	di
觞	soeng	shang
觟	waa haai	hua xie
觠	kyun gyun	quan
觡	gaak	ge
觢	sai	shi
解	gaai haai	jie xie
觤	gwai	gui
觥	gwang	gong
触	zuk cuk	chu
觧	gaai	jie xie
觨	wan	hun
觩	kau	qiu
觪	sing	xing
觫	cuk suk	su
觬	ngai ai	ni
觭	gei kei	ji qi
觮	luk	jue
觯	zi	zhi
觰	zaa	zha
觱	bit bat	bi
觲	sing	xing
觳	huk kok gok	hu
觴	soeng	shang
觵	gwang	gong
觶	zi	zhi
觷	hok	xue hu
觸	zuk cuk	chu
觹	kwai	xi
觺	ji	yi
觻	luk	li lu
觼	kyut	jue
觽	kwai	xi
觾	jin	yan
觿	kwai fai	xi
言	jin	yan
訁		yan
訂	ding deng	ding
訃	fu	fu
訄	kau	qiu
訅	kau	qiu
訆	giu	jiao
訇	gwang	hong
計	gai gei	ji
訉	faan	fan
訊	seon	xun
訋	diu	diao
訌	hung	hong
訍	caai	chai
討	tou	tao
訏	heoi	xu
訐	kit git gai	jie
訑	ji daan to	dan
訒	jan	ren
訓	fan	xun
訔	ngan an	yin
訕	saan	shan
訖	ngat gat at	qi
託	tok	tuo
記	gei	ji
訙	seon	xun
訚	ngan an	yin
訛	ngo o	e
訜	fan	fen
訝	ngaa aa	ya
訞	jiu	yao
訟	zung	song
訠	can	shen
訡	jam	yin
訢	jan hei ngan	xin
訣	kyut	jue
訤	haau	xiao
訥	neot naap nat	ne
訦	sam	chen
訧	jau	you
訨	zi	zhi
訩	hung	xiong
訪	fong	fang
訫	seon	xin
訬	caau miu	chao
設	cit	she
訮	ngaan aan	yan
訯	saa	sa
訰	zeon	zhun
許	heoi fu	xu
訲	jik	yi
訳	jik	yi
訴	sou	su
訵	ci	chi
訶	ho	he
訷	san	shen
訸	wo	he
訹	seot zeot	xu
診	can zan	zhen
註	zyu	zhu
証	zing	zheng
訽	gau	gou
訾	zi ci	zi
訿	zi	zi
詀	zaam cip zim	zhan
詁	gu gwu	gu
詂	fu	fu
詃	gyun	jian
詄	dit	die
詅	ling	ling
詆	dai	di
詇	joeng	yang
詈	lei	li
詉	naau laau	nao
詊	pun	pan
詋	zau	zhou
詌	gam	gan
詍	jai	yi
詎	geoi	ju
詏	aau ngaau	yao
詐	zaa	zha
詑	to ji	tuo
詒	ji toi doi	yi dai
詓	heoi	qu
詔	ziu	zhao
評	ping	ping
詖	bei pei	bi
詗	gwing hing	xiong
詘	wat zeot	qu
詙	bat	ba
詚	daat	da
詛	zo	zu
詜	tou	tao
詝	cyu	zhu
詞	ci	ci
詟	sip zip	zhe
詠	wing	yong
詡	heoi	xu
詢	seon	xun
詣	ngai ai	yi
詤	fong	huang
詥	hap	he
試	si	shi
詧	caat	cha
詨	haau gaau	xiao
詩	si	shi
詪	han	hen
詫	caa	cha
詬	gau kau	gou
詭	gwai	gui
詮	cyun	quan
詯	fui	hui
詰	kit gat	jie
話	waa	hua
該	goi	gai
詳	coeng joeng	xiang
詴	wui	wei
詵	san saang	shen
詶	cau zau	chou
詷	tung dung	tong
詸	mai	mi
詹	zim	zhan
詺	ming	ming
詻	ngaak aak	luo
詼	fui	hui
詽	ngaan aan	yan
詾	hung	xiong
詿	gwaa waa	gua
誀	nei lei	er
誁	bang pin	bing
誂	tiu diu	diao tiao
誃	ci ji	yi chi
誄	loi leoi	lei
誅	zyu	zhu
誆	hong gwaang gwong	kuang
誇	kwaa	kua
誈	mou	wu
誉	jyu	yu
誊	tang	teng
誋	gei	ji
誌	zi	zhi
認	jing jan	ren
誎	cuk	cu
誏	long	lang
誐	ngo o	e
誑	gwong wong kong	kuang
誒	ei e aai	ei xi
誓	sai	shi
誔	ting	ting
誕	daan	dan
誖	bui but	bei bo
誗	cim	chan
誘	jau	you
誙	hang	keng
誚	ciu ziu	qiao
誛	cam	qin
誜	saa	shua
誝	am ngam	an
語	jyu	yu
誟	haau	xiao
誠	sing	cheng
誡	gaai	jie
誢	jin	xian
誣	mou	wu
誤	ng m	wu
誥	gou	gao
誦	zung	song
誧	bou pou	bu
誨	fui	hui
誩	ging	jing
說	syut seoi jyut	shuo shui yue
誫	zan	zhen
説	syut seoi jyut	yue
読	duk	du
誮	waa	hua
誯	coeng	chang
誰	seoi	shui shei
誱	zit	jie
課	fo	ke
誳	wat	qu jue
誴	cung	cong
誵	haau	xiao
誶	seoi	sui
誷	mong	wang
誸	jin	xian
誹	fei	fei
誺	ci loi	chi lai
誻	daap taap	ta
誼	ji	yi
誽	ngai ai	ni na
誾	ngan an	yin
調	diu tiu deu	diao tiao
諀	pei	pi bei
諁	zyut	zhuo
諂	cim	chan
諃	cam	chen
諄	zeon deon	zhun
諅	gei	ji
諆	hei	qi
談	taam	tan
諈	zeoi	zhui
諉	wai	wei
諊	guk	ju
請	ceng cing king	qing
諌	dung	dong
諍	zaang zang	zheng
諎	zaak	ze zuo zha
諏	zau	zou
諐	hin	qian
諑	doek	zhuo
諒	loeng	liang
諓	zin	jian
諔	cuk	chu ji
諕	haak	hao xia
論	leon	lun
諗	nam sam lam	shen
諘	biu	biao
諙	waa	hua
諚	pin	bian
諛	jyu	yu
諜	dip	die
諝	seoi	xu
諞	pin	pian
諟	si	shi di
諠	hyun	xuan
諡	si	shi
諢	wan	hun
諣	faa	hua gua
諤	ngok ok	e
諥	zung	zhong
諦	dai tai	di
諧	haai	xie
諨	fuk	fu
諩	pou	pu
諪	ting	ting
諫	gaan	jian
諬	kai	qi
諭	jyu	yu
諮	zi	zi
諯	zyun cyun syun	zhuan
諰	saai si	xi shai ai
諱	wai	hui
諲	jan	yin
諳	am ngam	an
諴	haam	xian
諵	naam laam	nan
諶	sam	chen
諷	fung	feng
諸	zyu	zhu
諹	joeng	yang
諺	jin	yan
諻	wong waang	huang
諼	hyun	xuan
諽	gaak	ge
諾	nok lok	nuo
諿	cap seoi	xu
謀	mau mou	mou
謁	jit kit	ye
謂	wai	wei
謃	sing	xing
謄	tang	teng
謅	zau	zhou
謆	sin	shan
謇	gin hin	jian
謈	bok	bo
謉	kwai	kui
謊	fong	huang
謋	waak faak	huo
謌	go	ge
謍	jing gwang	ying
謎	mai	mi
謏	siu sau	xiao
謐	mat	mi
謑	hai	xi
謒	coeng	qiang
謓	can zan	chen
謔	joek	xue
謕	tai	ti
謖	suk	su
謗	pong bong	bang
謘	ci zi	chi
謙	him	qian
謚	si	shi
講	gong	jiang
謜	jyun cyun	yuan
謝	ze	xie
謞	hok	he
謟	tou	tao
謠	jiu	yao
謡	jiu	yao
謢	wu lou	lu
謣	jyu	yu
謤	biu piu	biao
謥	cung	cong
謦	hing king	qing
謧	lei lai	li
謨	mou	mo
謩	mou	mo
謪	soeng	shang
謫	zaak	zhe
謬	mau	miu
謭	zin	jian
謮	zaak	ze
謯	ze zaa zo	jie
謰	lin	lian
謱	lau leoi lou	lou
謲	cam	can
謳	au ngau	ou
謴	gwan	gun
謵	zaap cip	xi
謶	zoek syu ze	zhuo
謷	ngou ou	ao
謸	ngou ou	ao
謹	gan	jin
謺	zip	zhe
謻	ji ci	yi
謼	fu	hu
謽	koeng	jiang
謾	maan	man
謿	zaau	chao
譀	ham	han
譁	waa	hua
譂	cin	chan
譃	jyu	xu
譄	zang	zeng
譅	sap	se
譆	hei	xi
譇	zaa ce	zha
譈	deoi	dui
證	zing	zheng
譊	naau hiu laau	nao
譋	laan	lan
譌	ngo o	e
譍	jing	ying
譎	kyut gwat	jue
譏	gei	ji
譐	zyun	zun
譑	giu	jiao
譒	bo	bo
譓	wai	hui
譔	zaan	zhuan
譕	mou	wu
譖	zam cam	zen
譗	zaap	zha
識	sik zi	shi zhi
譙	ciu ziu	qiao
譚	taam	tan
譛	zam	jian
譜	pou	pu
譝	sing	sheng
譞	hyun	xuan
譟	cou	zao
譠	taan	tan
譡	dong	dang
譢	seoi	sui
譣	him cim	xian
譤	gik	ji
譥	giu	jiao
警	ging	jing
譧	zaam lim	zhan
譨	nung lung	nong
譩	ji	yi
譪	oi ngoi	ai
譫	zim	zhan
譬	pei	pi
譭	wai	hui
譮	waa	hua
譯	jik	yi
議	ji	yi
譱	sin	shan
譲	joeng	rang
譳	nau lau	rou
譴	hin	qian
譵	deoi	dui
譶	daap	ta
護	wu	hu
譸	zau	zhou
譹	haak hou	hao
譺	ngaai jik aai	ai
譻	jing	ying
譼	gaam	jian
譽	jyu	yu
譾	zin	jian
譿	wai	hui
讀	duk dau	du
讁	zaak	zhe
讂	gyun hyun	juan xuan
讃	zaan	zan
讄	leoi	lei
讅	sam	shen
讆	wai ngai	wei
讇	cim	chan
讈	lik	li
讉	wai	yi tui
變	bin	bian
讋	sip zip	zhe
讌	jin	yan
讍	ngok ok	e
讎	cau sau	chou
讏	wai	wei
讐	cau sau	chou
讑	jiu	yao
讒	caam	chan
讓	joeng	rang
讔	jan	yin
讕	laan	lan
讖	cam caam	chen
讗	kwai	xie
讘	zip jip	nie
讙	fun hyun	huan
讚	zaan	zan
讛	ngai ai	yi
讜	dong	dang
讝	zim	zhan
讞	jin jit	yan
讟	duk	du
讠		yan
计	gai gei	ji
订	ding deng	ding
讣	fu	fu
认	jing jan	ren
讥	gei	ji
讦	kit gai git	jie
讧	hung	hong
讨	tou	tao
让	joeng	rang
讪	saan	shan
讫	ngat gat at	qi
讬	tok	tuo
训	fan	xun
议	ji	yi
讯	seon	xun
记	gei	ji
讱	jan	ren
讲	gong	jiang
讳	wai	hui
讴	au ngau	ou
讵	geoi	ju
讶	ngaa aa	ya
讷	neot laap lat	ne
许	heoi fu	xu hu
讹	ngo o	e
论	leon	lun
讻	hung	xiong
讼	zung	song
讽	fung	feng
设	cit	she
访	fong	fang
诀	kyut	jue
证	zing	zheng
诂	gu gwu	gu
诃	ho	he
评	ping	ping
诅	zo	zu
识	sik hei zi	shi zhi
诇	gwing hing	xiong
诈	zaa	zha
诉	sou	su
诊	can zan	zhen
诋	dai	di
诌	zau	zhou
词	ci	ci
诎	wat zeot	qu
诏	ziu	zhao
诐	bei pei	bi
译	jik	yi
诒	ji doi toi	yi dai
诓	hong gong gwong	kuang
诔	loi leoi	lei
试	si	shi
诖	gwaa waa	gua
诗	si	shi
诘	kit gat	jie ji
诙	fui	hui
诚	sing	cheng
诛	zyu	zhu
诜	san saang	shen
话	waa	hua
诞	daan	dan
诟	gau kau	gou
诠	cyun	quan
诡	gwai	gui
询	seon	xun
诣	ngai ai	yi
诤	zaang zang	zheng
该	goi	gai
详	coeng joeng	xiang yang
诧	caa	cha
诨	wan	hun
诩	heoi	xu
诪	zau	zhou chou
诫	gaai	jie
诬	mou	wu
语	jyu	yu
诮	ciu ziu	qiao
误	ng m	wu
诰	gou	gao
诱	jau	you
诲	fui	hui
诳	gwong gong kong	kuang
说	syut seoi jyut	shuo shui yue
诵	zung	song
诶	ei aai ngaai	ei xi
请	cing ceng king	qing
诸	zyu	zhu
诹	zau	zou
诺	nok lok	nuo
读	duk dau	du dou
诼	doek	zhuo
诽	fei	fei
课	fo	ke
诿	wai	wei
谀	jyu	yu
谁	seoi	shui shei
谂	nam lam sam	shen
调	diu tiu deu	tiao diao zhou
谄	cim	chan
谅	loeng	liang
谆	zeon deon	zhun
谇	seoi	sui
谈	taam	tan
谉	sam	shen
谊	ji	yi
谋	mau mou	mou
谌	sam	chen shen
谍	dip	die
谎	fong	huang
谏	gaan	jian
谐	haai	xie
谑	joek	xue
谒	jit kit	ye
谓	wai	wei
谔	ngok ok	e
谕	jyu	yu
谖	hyun	xuan
谗	caam	chan
谘	zi	zi
谙	am ngam	an
谚	jin	yan
谛	dai tai	di
谜	mai	mi mei
谝	pin	pian
谞	seoi	xu
谟	mou	mo
谠	dong	dang
谡	suk	su
谢	ze	xie
谣	jiu	yao
谤	pong bong	bang
谥	si	shi
谦	him	qian
谧	mat	mi
谨	gan	jin
谩	maan	man
谪	zaak	zhe
谫	zin	jian
谬	mau	miu
谭	taam	tan
谮	zam cam	zen
谯	ciu ziu	qiao
谰	laan	lan
谱	pou	pu
谲	kyut gwat	jue
谳	jin jit	yan
谴	hin	qian
谵	zim	zhan
谶	cam caam	chen
谷	guk juk luk	gu yu
谸	cin	qian
谹	wang	hong
谺	haa	xia
谻	gik goek	ji
谼	hung	hong
谽	ham	han
谾	hung lung	hong
谿	kai hai	xi
豀	hai kai	xi
豁	kut waa fok	huo hua
豂	liu	liao
豃	haam	han
豄	duk	du
豅	lung	long
豆	dau	dou
豇	gong	jiang
豈	hei hoi	qi kai
豉	si	chi
豊	lai	li
豋	dang	deng
豌	wun	wan
豍	bai bin	bi
豎	syu	shu
豏	haam hin	xian
豐	fung	feng
豑	dit	zhi
豒	dit	zhi
豓	jim	yan
豔	jim	yan
豕	ci	shi
豖	cuk	chu
豗	fui	hui
豘	tyun	tun
豙	ngai ai	yi
豚	tyun	tun
豛	jik	yi
豜	gin	jian
豝	baa	ba
豞	kau	hou
豟	ak ngak	e
豠	co	chu
象	zoeng	xiang
豢	waan	huan
豣	gin	jian yan
豤	han	ken
豥	goi haai	gai
豦	geoi keoi	ju
豧	fu	fu
豨	hei	xi
豩	ban	bin
豪	hou	hao
豫	jyu	yu
豬	zyu	zhu
豭	gaa	jia
豮	fan	fen
豯	hai	xi
豰	bok huk	hu
豱	wan	wen
豲	jyun wun	huan
豳	ban	bin
豴	dik	di
豵	zung	zong
豶	fan	fen
豷	ai ji ngai	yi
豸	zi zaai	zhi zhai
豹	paau	bao
豺	caai	chai
豻	ngon hon on	an
豼	pei	pi
豽	neot leot	na
豾	pei	pi
豿	gau	gou
貀	neot zyut leot	na
貁	jau	you
貂	diu	diao
貃	mak	mo
貄	si gei sei	si
貅	jau	xiu
貆	wun fun hyun	huan
貇	han	ken kun
貈	hok mak	mo he
貉	hok lok maak	mo he hao
貊	mak maak	mo
貋	ngon on	an
貌	maau	mao
貍	lei maai	li
貎	maau	ni
貏	bei	bi
貐	jyu	yu
貑	gaa	jia
貒	teon tyun	tuan
貓	maau miu	mao
貔	pei	pi
貕	hai	xi
貖	jik	yi
貗	geoi	ju lou
貘	mak mok	mo
貙	ceoi keoi syu	chu
貚	taan tin	tan
貛	fun	huan
貜	fok gwok	jue
貝	bui	bei
貞	zing	zhen
貟	jyun wan	yun
負	fu	fu
財	coi	cai
貢	gung	gong
貣	tik	dai
貤	ji	yi
貥	hong	hang
貦	wun	wan
貧	pan	pin
貨	fo	huo
販	faan	fan
貪	taam	tan
貫	gun gwaan gwun	guan
責	zaak zaai	ze zhai
貭	zat	zhi
貮	ji	er
貯	cyu zyu	zhu
貰	sai	shi
貱	bei	bi
貲	zi	zi
貳	ji	er
貴	gwai	gui
貵	pin	pian
貶	bin	bian
買	maai	mai
貸	taai tik	dai te
貹	sang sing	sheng
貺	fong	kuang
費	fai bei	fei
貼	tip	tie
貽	ji	yi
貾	ci	chi
貿	mau	mao
賀	ho	he
賁	bei ban fan	bi ben
賂	lou	lu
賃	jam	lin
賄	kui fui kwui	hui
賅	goi	gai
賆	pin	pian
資	zi	zi
賈	gaa gu gwu	jia gu
賉	seot	xu
賊	caak	zei
賋	gaau	jiao
賌	goi	gai
賍	zong	zang
賎	zin	jian
賏	jing	ying
賐	seon	jun
賑	zan	zhen
賒	se	she
賓	ban	bin
賔	ban	bin
賕	kau	qiu
賖	se	she
賗	cyun	chuan
賘	zong	zang
賙	zau	zhou
賚	loi	lai
賛	zaan	zan
賜	ci	ci
賝	cam sam	chen
賞	soeng	shang
賟	tin	tian
賠	pui	pei
賡	gang zuk	geng
賢	jin	xian
賣	maai juk	mai
賤	zin	jian
賥	seoi	sui
賦	fu	fu
賧	daam	dan
賨	cung	cong
賩	cung	cong
質	zat zi	zhi
賫	zai cai	ji
賬	zoeng	zhang
賭	dou	du
賮	zeon	jin
賯	hing	xiong min
賰	seon ceon	chun
賱	wan	yun
賲	bou	bao
賳	zoi	zai
賴	laai	lai
賵	fung	feng
賶	cong	cang
賷	zai cai	ji
賸	sing zing	sheng
賹	jat aai	ai
賺	zaan	zhuan zuan
賻	fu	fu
購	kau gau	gou
賽	coi	sai
賾	zaak	ze
賿	laau	liao
贀	ji ai	yi
贁	baai	bai
贂	cam	chen
贃	taan	wan zhuan
贄	zi	zhi
贅	zeoi	zhui
贆	biu	biao
贇	wan	yun
贈	zang	zeng
贉	taam daam	dan
贊	zaan	zan
贋	ngaan an ngan	yan
贌	duk	pu
贍	sin sim	shan
贎	maan	wan
贏	jeng jing	ying
贐	zeon	jin
贑	gam	gan
贒	jin	xian
贓	zong	zang
贔	bai bei pei	bi
贕	duk	du
贖	suk zuk	shu
贗	ngaan an ngan	yan
贘	soeng	shang
贙	jyun	xuan
贚	lung	long
贛	gam gung	gan gong zhuang
贜	zong	zang
贝	bui	bei
贞	zing	zhen
负	fu	fu
贠	jyun wan	yuan yun
贡	gung	gong
财	coi	cai
责	zaak zaai	ze zhai
贤	jin	xian
败	baai	bai
账	zoeng	zhang
货	fo	huo
质	zat zi	zhi
贩	faan	fan
贪	taam	tan
贫	pan	pin
贬	bin	bian
购	gau kau	gou
贮	cyu zyu	zhu
贯	gun gwaan gwun	guan
贰	ji	er
贱	zin	jian
贲	bei ban fan	ben bi
贳	sai	shi
贴	tip	tie
贵	gwai	gui
贶	fong	kuang
贷	taai tik	dai
贸	mau	mao
费	fai bei	fei
贺	ho	he
贻	ji	yi
贼	caak	zei
贽	zi	zhi
贾	gaa gu gwu	jia gu
贿	kui fui kwui	hui
赀	zi	zi
赁	jam	lin
赂	lou	lu
赃	zong	zang
资	zi	zi
赅	goi	gai
赆	zeon	jin
赇	kau	qiu
赈	zan	zhen
赉	loi	lai
赊	se	she
赋	fu	fu
赌	dou	du
赍	zai cai zi	ji
赎	suk zuk	shu
赏	soeng	shang
赐	ci	ci
赑	bai bei pei	bi
赒	zau	zhou
赓	gang zuk	geng
赔	pui	pei
赕	daam	dan
赖	laai	lai
赗	fung	feng
赘	zeoi	zhui
赙	fu	fu
赚	zaan	zhuan zuan
赛	coi	sai
赜	zaak	ze
赝	ngaan an ngan	yan
赞	zaan	zan
赟	wan	yun
赠	zang	zeng
赡	sin sim	shan
赢	jing jeng	ying
赣	gam gung	gan
赤	cek cik	chi
赥	hik	xi
赦	se	she
赧	naan laan	nan
赨	tung	tong
赩	sik hik	xi
赪	cing zing	cheng
赫	haak hak	he
赬	cing zing	cheng
赭	ze	zhe
赮	haa	xia
赯	tong	tang
走	zau	zou
赱	zau	zou
赲	lik	li
赳	gau dau giu	jiu
赴	fu	fu
赵	ziu tiu	zhao
赶	gon	gan
起	hei	qi
赸	saan	shan
赹	king	qiong
赺	jam	yin
赻	sin	xian
赼	zi	zi
赽	kyut gwai	jue
赾	jan	qin
赿	ci	chi
趀	zi ci	ci
趁	can	chen
趂	can ji	chen
趃	dit	die tu
趄	zeoi ce ceoi	ju qie
超	ciu	chao
趆	dai	di
趇	sap	xi
趈	zaam	zhan
趉	gwat kyut gyut	jue
越	jyut	yue
趋	ceoi cuk	qu cu
趌	gat	ji jie
趍	ceoi cuk	qu
趎	zyu	chu
趏	gwaat wut	gua huo
趐	hyut ci	xue
趑	zi ci	zi
趒	tiu	tiao
趓	do	duo
趔	lit	lie
趕	gon	gan
趖	so	suo
趗	cuk	cu
趘	hat	xi
趙	ziu tiu	zhao
趚	suk	su
趛	jam gam	yin
趜	guk kuk kau	ju
趝	gim	jian
趞	coek	que qi ji
趟	tong caang	tang
趠	coek	chuo zhuo
趡	ceoi	cui
趢	luk	lu
趣	ceoi cau cuk	qu cu
趤	dong	dang
趥	cau cuk	qiu
趦	zi	zi
趧	tai	ti
趨	ceoi cuk	qu cu
趩	cik	chi
趪	wong	huang
趫	kiu	qiao
趬	hiu	qiao
趭	ziu	jiao
趮	cou	zao
趯	tik dek joek	yue ti
趰	ji	er
趱	zaan zyun	zan
趲	zaan zyun	zan
足	zuk zeoi zyu	zu
趴	paa	pa
趵	paau baau bok	bo bao
趶	fu	kua wu
趷	gat	ke
趸	dan	dun
趹	kyut	gui jue
趺	fu	fu
趻	cam dam	chen
趼	gaan gin	jian
趽	fong	fang pang
趾	zi	zhi
趿	taat cap saap	ta
跀	jyut gat	yue
跁	baa paa	pao ba
跂	kei	qi
跃	joek tik	yue
跄	coeng	qiang
跅	tok	tuo
跆	toi	tai
跇	jai	yi
跈	nin din lin	jian chen
跉	ling	ling
跊	mui	mei
跋	bat but	ba
跌	dit daat tit	die
跍	fu	ku
跎	to	tuo
跏	gaa	jia
跐	ci caai coi	ci
跑	paau	pao
跒	kaa	qia
跓	cyu	zhu
跔	keoi koe	ju
跕	tip dim dip	dian die tie
跖	zik zek	zhi
跗	fu	fu
跘	pun	pan ban
跙	zeoi	ju qie
跚	saan	shan
跛	bai bo bei	bo
跜	nei lei	ni
距	keoi geoi	ju
跞	lik lok	luo li
跟	gan	gen
跠	ji	yi
跡	zik zek	ji
跢	do ci daai	dai duo chi
跣	sin	xian
跤	gaau haau	jiao
跥	do	duo
跦	zyu	zhu
跧	cyun	quan
跨	kwaa	kua
跩	jai	zhuai
跪	gwai	gui
跫	kung	qiong
跬	kwai	kui
跭	hong	xiang
跮	dit ci zi	die
路	lou	lu
跰	pin	beng pian
跱	zi ci si	zhi
跲	gaap	jia
跳	tiu tou	tiao tao
跴	caai cai coi	cai
践	cin zin	jian
跶	taat daat	da
跷	kiu hiu	qiao
跸	bat	bi
跹	sin cin	xian
跺	do	duo
跻	zai	ji
跼	guk	ju
跽	gei	ji
跾	suk cau	shu chou
跿	tou	tu
踀	cuk	chuo
踁	ging hing	jing
踂	nip lip	nie
踃	siu ciu	xiao
踄	bok bou	bu
踅	cyut ci zit	xue
踆	cyun ceon seon	cun
踇	mou mau	mu
踈	so	shu
踉	loeng long	liang
踊	jung	yong
踋	goek	jiao
踌	cau	chou
踍	haau	qiao
踎	mau	mou
踏	daap	ta
踐	cin zin	jian
踑	gei kei	ji
踒	wo	wo
踓	wai cuk	wei
踔	coek diu	chuo
踕	zit	jie
踖	zik cik	ji
踗	nip lip	nie
踘	guk	ju
踙	nip lip	nie
踚	leon	lun
踛	luk	lu
踜	ling	leng
踝	waa	huai
踞	geoi goe	ju
踟	ci	chi
踠	jyun	wan
踡	kyun	quan
踢	tek	ti
踣	baak fau	bo
踤	zeot seoi	zu
踥	cip sip	qie
踦	kei gei ji	yi
踧	cuk zuk dik	cu
踨	zung	zong
踩	caai coi jaai	cai
踪	zung	zong
踫	pung	peng
踬	zi zat	zhi
踭	zaang	zheng
踮	dim	dian
踯	zaak zik	zhi
踰	jyu	yu
踱	dok	duo
踲	dan	dun
踳	ceon cyun	chuan
踴	jung	yong
踵	zung dung	zhong
踶	dai ci tai	di
踷	zaa	zhe
踸	cam	chen
踹	cyun jaai caai	chuai
踺	gin	jian
踻	gwaa	gua
踼	tong dong	tang
踽	geoi	ju
踾	fuk bik pik	fu
踿	zuk cau	cu
蹀	dip	die
蹁	pin	pian
蹂	jau	rou
蹃	noek loek	nuo
蹄	tai ti dai	ti
蹅	caa	cha
蹆	tan	tui
蹇	gin zin hin	jian
蹈	dou tou	dao
蹉	co	cuo
蹊	hai kai kei	qi xi
蹋	daap taap	ta
蹌	coeng	qiang
蹍	nin zin lin	nian
蹎	din	dian
蹏	tai dai	ti
蹐	zik zek	ji
蹑	nip lip sip	nie
蹒	pun mun	pan
蹓	lau	liu
蹔	zaam	zan
蹕	bat	bi
蹖	zung	chong
蹗	luk	lu
蹘	laau	liao
蹙	cuk zuk	cu
蹚	tong	tang
蹛	zai daai	dai
蹜	suk	su
蹝	saai	xi
蹞	kwai	kui
蹟	zik	ji
蹠	zik zek	zhi
蹡	coeng	qiang
蹢	zaak dik zik	di zhi
蹣	pun mun	pan
蹤	zung	zong
蹥	lin	lian
蹦	bang baang	beng
蹧	zou	zao
蹨	nim lim	nian
蹩	bit	bie
蹪	teoi	tui
蹫	gwat	ju
蹬	dang	deng
蹭	sang cang	ceng
蹮	sin	xian
蹯	faan	fan
蹰	cyu ceoi	chu
蹱	zung	zhong
蹲	deon zeon cyun	dun cun
蹳	but	bo
蹴	cuk zuk	cu
蹵	cuk	cu
蹶	kyut gwai	jue
蹷	kyut	jue
蹸	leon lan	lin
蹹	daap	ta
蹺	kiu hiu	qiao
蹻	kiu giu hiu	qiao
蹼	buk pok puk	pu
蹽	liu	liao
蹾	dan	dun
蹿	cyun	cuan
躀	gwaan	guan
躁	cou	zao
躂	taat daat	ta
躃	bik	bi
躄	bik	bi
躅	zuk zok	zhu
躆	geoi	ju
躇	cyu ceoi coek	chu
躈	kiu	qiao
躉	dan	dun
躊	cau	chou
躋	zai	ji
躌	mou	wu
躍	joek tik	yue
躎	nin lin	nian
躏	leon	lin
躐	lip	lie
躑	zaak zik	zhi
躒	lik lok	li luo
躓	zi zat	zhi
躔	cin	chan
躕	cyu ceoi	chu
躖	teon dyun	duan
躗	wai	wei
躘	lung	long
躙	leon	lin
躚	sin cin	xian
躛	wai	wei
躜	zyun	zuan
躝	laan	lan
躞	sip sit	xie
躟	joeng nong	rang
躠	sit	xie sa
躡	nip lip sip	nie
躢	daap taap	ta
躣	keoi	qu
躤	zik	ji
躥	cyun	cuan
躦	zyun	zuan
躧	saai	xi
躨	kwai	kui
躩	fok gwok kwok	jue
躪	leon	lin
身	san gyun kin	shen
躬	gung	gong
躭	daam	dan
躮	fan	fen
躯	keoi	qu
躰	tai	ti
躱	do	duo
躲	do	duo
躳	gung	gong
躴	long	lang
躵	jan	ren
躶	lo	luo
躷	ai ngai	ai
躸	gei	ji
躹	guk	ju
躺	tong	tang
躻	hung	kong
躼	lou	lao
躽	jin	yan
躾	mei	mei
躿	hong	kang
軀	keoi	qu
軁	lau	lou
軂	lou	lao
軃	do	duo
軄	zik	zhi
軅	ngaan aan	yan
軆	tai	ti
軇	dou	dao
軈	jing	ying
軉	juk	yu
車	ce geoi	ju che
軋	aat gaat zaat	ya zha ga
軌	gwai	gui
軍	gwan	jun
軎	wai	wei
軏	jyut	yue
軐	seon	xin xian
軑	dai daai	dai
軒	hin	xuan
軓	faan	fan gui
軔	jan	ren
軕	sim	shan
軖	kwong kong	kuang
軗	syu guk	shu
軘	tyun	tun
軙	can	chen
軚	taai	dai
軛	aak ngaak	e
軜	naap laap	na
軝	kei	qi
軞	mou	mao
軟	jyun	ruan
軠	kwong kong	kuang
軡	kim kam	qian
転	zyun	zhuan
軣	gwang	hong
軤	fu	hu
軥	keoi gau	qu
軦	fong	kuang
軧	dai	di
軨	ling	ling
軩	toi	dai
軪	au ngau	ao
軫	zan can	zhen
軬	faan	fan
軭	waang	kuang
軮	ong ngong	yang
軯	paang	peng
軰	bui	bei
軱	gu gwu	gu
軲	gu gwu	gu
軳	pou	pao
軴	zyu	zhu
軵	fu jung	rong
軶	aak ak ngaak	e
軷	bat	ba
軸	zuk zau	zhou
軹	zi	zhi
軺	jiu	yao
軻	o ho ngo	ke
軼	jat dit	yi die
軽	zi	qing
軾	sik	shi
軿	ping	ping
輀	ji	er
輁	gung	gong
輂	guk	ju
較	gaau gok	jiao
輄	gwong gong	guang
輅	lou	lu
輆	hoi koi	kai
輇	cyun syun	quan
輈	zau	zhou
載	zoi	zai
輊	zi	zhi
輋	ce se	she
輌	loeng	liang
輍	juk	yu
輎	saau	shao
輏	jau	you
輐	wun	wan
輑	wan kwan	yin
輒	zip zit	zhe
輓	waan maan	wan
輔	fu	fu
輕	heng hing	qing
輖	zau	zhou
輗	ngai ai	ni
輘	ling	ling
輙	zip zit	zhe
輚	zaan	han
輛	loeng	liang
輜	zi	zi
輝	fai	hui
輞	mong	wang
輟	zyut	chuo
輠	gwo wui go	guo
輡	ham	kan
輢	ji	yi
輣	paang pang	peng
輤	sin	qian
輥	gwan kwan	gun
輦	lin	nian
輧	ping	ping
輨	gun gwun	guan
輩	bui bei	bei
輪	leon lan	lun
輫	paai pui	pai
輬	loeng	liang
輭	jyun	ruan
輮	jau bou	rou
輯	cap	ji
輰	joeng	yang
輱	haam	xian
輲	cyun syun	chuan
輳	cau	cou
輴	ceon	chun
輵	got	ge
輶	jau	you
輷	gwang	hong
輸	syu	shu
輹	fuk	fu
輺	zi	zi
輻	fuk	fu
輼	wan	wen
輽	ban	fan
輾	zin nin lin	zhan
輿	jyu	yu
轀	wan	wen
轁	tou	tao
轂	guk gu gwu	gu
轃	zeon	zhen
轄	hat	xia
轅	jyun	yuan
轆	luk	lu
轇	gaau	jiao
轈	caau	chao
轉	zyun	zhuan
轊	wai	wei
轋	wan hin	hun
轌	syut	xue
轍	cit	zhe
轎	giu kiu	jiao
轏	zaan	zhan
轐	buk pok	bu
轑	lou liu	lao
轒	fan	fen
轓	faan	fan
轔	leon	lin
轕	got	ge
轖	sik	se
轗	ham	kan
轘	waan	huan
轙	ngai ai	yi
轚	gik	ji
轛	deoi	dui
轜	ji	er
轝	jyu	yu
轞	laam haam	jian
轟	gwang	hong
轠	leoi	lei
轡	bei	pei
轢	lik	li
轣	lit kyut lik	li
轤	lou	lu
轥	leon	lin
车	ce geoi	che ju
轧	aat gaat ngaat	ya zha ga
轨	gwai	gui
轩	hin	xuan
轪	dai daai	dai
轫	jan	ren
转	zyun	zhuan zhuai
轭	aak ngaak	e
轮	leon lan	lun
软	jyun	ruan
轰	gwang	hong
轱	gu gwu	gu
轲	o ho ngo	ke
轳	lou	lu
轴	zuk zau	zhou
轵	zi	zhi
轶	jat dit	yi
轷	fu	hu
轸	zan can	zhen
轹	lik	li
轺	jiu	yao
轻	hing heng	qing
轼	sik	shi
载	zoi	zai
轾	zi	zhi
轿	giu kiu	jiao
辀	zau	zhou
辁	cyun syun	quan
辂	lou	lu
较	gaau gok	jiao
辄	zip zit	zhe
辅	fu	fu
辆	loeng	liang
辇	lin	nian
辈	bui bei	bei
辉	fai	hui
辊	gwan kwan	gun
辋	mong	wang
辌	loeng	liang
辍	zyut	chuo
辎	zi	zi
辏	cau	cou
辐	fuk	fu
辑	cap	ji
辒	wan	wen
输	syu	shu
辔	bei	pei
辕	jyun	yuan
辖	hat	xia
辗	zin lin nin	nian zhan
辘	luk	lu
辙	cit	zhe
辚	leon	lin
辛	san	xin
辜	gu gwu	gu
辝	ci	ci
辞	ci	ci
辟	pik bik mai	pi bi
辠	zeoi	zui
辡	bin	bian
辢	laat	la
辣	laat naat	la
辤	ci	ci
辥	sit	xue
辦	baan	ban
辧	bin	bian
辨	bin	bian
辩	bin	bian
辪	sit	xue
辫	bin	bian
辬	baan	ban
辭	ci	ci
辮	bin	bian
辯	bin	bian
辰	san	chen
辱	juk	ru
農	nung lung	nong
辳	nung lung	nong
辴	can zin	zhen
辵	coek	chuo
辶		chuo
辷	jat	yi
辸	jing	reng
边	bin	bian
辺	dou	dao bian
辻	sap	shi
込	jyu	yu
辽	liu	liao
达	dai taat daat	da
辿	cin caam	chan
迀	gon	gan
迁	cin	qian
迂	jyu	yu
迃	jyu	yu
迄	ngat hat at	qi
迅	seon	xun
迆	ji to	yi
过	gwo go	guo
迈	maai	mai
迉	cai	qi
迊	jing	za
迋	wong gwong kwaang	wang kuang
迌	teot	tu
迍	zeon tyun	zhun
迎	jing	ying
迏	dai	da
运	wan	yun
近	gan kan	jin
迒	hong gong laang	hang
迓	ngaa aa	ya
返	faan	fan
迕	ng m	wu
迖	dai daat taat	da
迗	ngo o	e
还	waan syun	hai huan
这	ze	zhe zhei
迚	zung	da
进	zeon	jin
远	jyun	yuan
违	wai	wei
连	lin	lian
迟	ci zi	chi
迠	gin cip	che
迡	nai ci lai	chi
迢	tiu siu	tiao
迣	lit lai	zhi li
迤	ji to	yi
迥	gwing	jiong
迦	gaa haai	jia
迧	can	chen
迨	doi toi	dai
迩	ji	er
迪	dik	di
迫	bik baak	po pai
迬	zyu	zhu wang
迭	dit jat	die
迮	zaak zok	ze
迯	tou	tao
述	seot	shu
迱	to	yi
迲	heoi	
迳	ging gaang	jing
迴	wui	hui
迵	dung	dong
迶	jau	you
迷	mai	mi
迸	bing	beng
迹	zik zek	ji
迺	naai laai	nai
迻	ji	yi
迼	kit git	jie
追	zeoi deoi	zhui dui
迾	lit laat	lie
迿	seon	xun
退	teoi	tui
送	sung	song
适	kut sik dik	shi kuo
逃	tou	tao
逄	pong	pang
逅	hau	hou
逆	jik ngaak aak	ni
逇	deon	dun
逈	gwing	jiong
选	syun	xuan
逊	seon	xun
逋	bou	bu
逌	jau	you
逍	siu	xiao
逎	cau	qiu
透	tau	tou
逐	zuk dik	zhu
逑	kau	qiu
递	dai daai sai	di
逓	dai	di
途	tou	tu
逕	ging gaang	jing
逖	tik dik	ti
逗	dau	dou
逘	ji	yi
這	ze	zhe
通	tung	tong
逛	kwaang gwaang	guang
逜	ng m	wu
逝	sai	shi
逞	cing	cheng
速	cuk	su
造	zou cou	zao
逡	seon ceon	qun
逢	fung pung	feng
連	lin	lian
逤	so saa	suo
逥	wui	hui
逦	lei lai	li
逧	guk	gu
逨	loi	lai
逩	ban	ben
逪	cok	cuo
逫	zyut	zhu
逬	bing	beng
逭	wun	huan
逮	dai doi	dai
逯	luk	lu
逰	jau	you
週	zau	zhou
進	zeon	jin
逳	juk	yu
逴	coek	chuo
逵	kwai	kui
逶	wai	wei
逷	tik	ti
逸	jat	yi
逹	daat	da
逺	jyun	yuan
逻	lo	luo
逼	bik bi	bi
逽	noek nok loek	nuo
逾	jyu	yu
逿	dong tong tik	dang
遀	ceoi	sui
遁	deon	dun
遂	seoi	sui
遃	jin	yan
遄	cyun syun	chuan
遅	ci	chi
遆	tai	ti di
遇	jyu	yu
遈	zik	shi
遉	zing	zhen
遊	jau	you
運	wan	yun
遌	ngok ok	e
遍	pin bin	bian
過	gwo go	guo
遏	aat kit at	e
遐	haa	xia
遑	wong	huang
遒	cau jau	qiu
道	dou	dao
達	daat taat	da
違	wai	wei
遖	naam laam	nan
遗	wai	yi wei
遘	gau kau	gou
遙	jiu	yao
遚	cau	chou
遛	lau liu	liu
遜	seon	xun
遝	daap	ta
遞	dai daai sai	di
遟	ci	chi
遠	jyun	yuan
遡	sou	su
遢	taap taat	ta
遣	hin	qian
遤	maa	ma
遥	jiu	yao
遦	gwaan	guan
遧	zoeng	zhang
遨	ngou ou	ao
適	sik dik tik	shi di zhe
遪	caap	ca
遫	cik	chi
遬	cuk	su
遭	zou	zao
遮	ze	zhe
遯	deon tan	dun
遰	dai sai	di
遱	lau	lou
遲	ci zi	chi
遳	co	cuo
遴	leon	lin
遵	zeon zyun	zun
遶	jiu	rao
遷	cin	qian
選	syun	xuan
遹	wat jyut leot	yu
遺	wai	yi
遻	ngok m ng	e
遼	liu	liao
遽	geoi	ju
遾	sai	shi
避	bei	bi
邀	jiu	yao
邁	maai	mai
邂	haai	xie
邃	seoi	sui
還	waan syun	huan hai
邅	zin	zhan
邆	tang	teng
邇	ji	er
邈	miu mok	miao
邉	bin	bian
邊	bin	bian
邋	laap laat lip	la
邌	lai	li chi
邍	jyun	yuan
邎	jau	yao
邏	lo	luo
邐	lei lai	li
邑	jap ap ngap	yi
邒	ting	ting
邓	dang	deng
邔	hei gei	qi
邕	jung	yong
邖	saan	shan
邗	hon	han
邘	jyu	yu
邙	mong	mang
邚	jyu	ru
邛	kung	qiong
邜	zik	xi
邝	kwong kong	kuang
邞	fu	fu
邟	kong	kang hang
邠	ban	bin
邡	fong	fang
邢	jing	xing
那	naa no laa	na nei
邤	jan	xin
邥	sam	shen
邦	bong	bang
邧	jyun	yuan
邨	cyun	cun
邩	fo	huo
邪	ce je	xie ya ye
邫	bong	bang
邬	wu	wu
邭	geoi	ju
邮	jau	you
邯	hon ham	han
邰	toi	tai
邱	jau	qiu
邲	bei bat bit	bi
邳	pei	pi
邴	bing	bing
邵	siu	shao
邶	bui	bei
邷	ngaa aa	wa
邸	dai	di
邹	zau	zou
邺	jip	ye
邻	leon	lin
邼	hong	kuang
邽	gwai	gui
邾	zyu	zhu
邿	si	shi
郀	fu	ku
郁	juk wat	yu
郂	goi	gai hai
郃	hap gap	he
郄	gwik kwik	xi qie
郅	zat gat	zhi
郆	gat	ji
郇	seon waan wan	huan xun
郈	hau	hou
郉	jing	xing
郊	gaau	jiao
郋	hai	xi
郌	gwai	gui
郍	naa laa	na
郎	long	lang
郏	gaap	jia
郐	kui kwui	kuai
郑	zeng zing	zheng
郒	long	lang
郓	wan	yun
郔	jin	yan
郕	sing	cheng
郖	dau	dou
郗	ci hei	chi xi
郘	leoi	lu
郙	fu	fu
郚	ng m	wu
郛	fu	fu
郜	gou	gao
郝	kok gok	hao
郞	long	lang
郟	gaap	jia
郠	gang	geng
郡	gwan	jun
郢	jing cing	ying
郣	but	bo
郤	gwik kwik	xi
郥	kwik	bei
郦	lik	li zhi
郧	wan	yun
部	bou	bu
郩	haau ou	xiao ao
郪	cai	qi
郫	pei	pi
郬	cing	qing
郭	gwok gwik gok	guo
郮	zau	zhou
郯	taam	tan
郰	zau	zou
郱	ping	ping
郲	loi	lai
郳	ngai ai	ni
郴	sam cam	chen
郵	jau	you
郶	bou	bu
郷	hoeng	xiang
郸	daan gwik	dan
郹	gwik	ju
郺	jung	yong
郻	hiu	qiao
郼	ji	yi
都	dou	dou du
郾	jin	yan
郿	mei	mei
鄀	joek	ruo
鄁	bui	bei
鄂	ngok ok	e
鄃	syu	shu
鄄	gyun	juan
鄅	jyu geoi	yu
鄆	wan	yun
鄇	hau	hou
鄈	kwai	kui
鄉	hoeng	xiang
鄊	hoeng	xiang
鄋	sau	sou
鄌	tong	tang
鄍	ming	ming
鄎	sik	xi
鄏	juk	ru
鄐	cuk	chu
鄑	zi	zi
鄒	zau	zou
鄓	jip	yi
鄔	wu	wu
鄕	hoeng	xiang
鄖	wan	yun
鄗	hou haau hok	hao
鄘	jung	yong
鄙	pei	bi
鄚	mok	mao
鄛	caau	chao
鄜	fu	fu
鄝	liu	liao
鄞	ngan an	yin
鄟	zyun	zhuan
鄠	wu	hu
鄡	hiu	qiao
鄢	jin	yan
鄣	zoeng	zhang
鄤	maan	man
鄥	hiu	qiao
鄦	heoi	xu
鄧	dang	deng
鄨	bai bit	bi
鄩	cam	xun
鄪	bei	bi
鄫	cang	zeng
鄬	wai	wei
鄭	zeng zing	zheng
鄮	mau	mao
鄯	sin	shan
鄰	leon	lin
鄱	po bo	po
鄲	daan gwik	dan
鄳	maang	meng
鄴	jip	ye
鄵	cou	cao
鄶	kui kwui	kuai
鄷	fung	feng
鄸	mung	meng
鄹	zau	zou
鄺	kwong kong	kuang
鄻	lin	lian
鄼	zaan co	zan
鄽	cin	chan
鄾	jau	you
鄿	gei kei	qi
酀	jin	yan
酁	caam	chan
酂	zaan co zyun	zan cuan cuo
酃	ling	ling
酄	fun hyun	huan
酅	kwai	xi
酆	fung	feng
酇	zaan co zyun	zan cuan cuo
酈	lik	li
酉	jau	you
酊	ding	ding
酋	jau cau	qiu
酌	zoek	zhuo
配	pui	pei
酎	zau	zhou
酏	ji	yi
酐	gon hong	gan
酑	jyu	yu
酒	zau	jiu
酓	jim jam	yan yin
酔	zeoi	zui
酕	mou	mao
酖	daam zam	dan
酗	jyu heoi	xu
酘	tau	dou
酙	zam	zhen
酚	fan	fen
酛	jyun	yuan
酜	fu	fu
酝	wan	yun
酞	taai	tai
酟	tim	tian
酠	kaa gaa	qia
酡	to	tuo
酢	zok cou	cu zuo
酣	ham	han
酤	gu wu gwu	gu
酥	sou	su
酦	put but faat	fa po
酧	cau	chou
酨	doi zoi	zai
酩	ming	ming
酪	lok lou	lao
酫	cyut	chuo
酬	cau	chou
酭	jau	you
酮	tung	tong
酯	zi	zhi
酰	sin	xian
酱	zoeng	jiang
酲	cing	cheng
酳	jan seon	yin
酴	tou	tu
酵	haau gaau	jiao
酶	mui	mei
酷	huk	ku
酸	syun	suan
酹	lyut laai leoi	lei
酺	pou	pu
酻	zeoi	zui
酼	hoi	hai
酽	jim	yan
酾	si	shai shi
酿	joeng	niang
醀	wai zeoi	wei
醁	luk	lu
醂	lam	lan
醃	jim jip ap	yan
醄	tou	tao
醅	pui	pei
醆	zaan	zhan
醇	seon	chun
醈	taam	tan dan
醉	zeoi	zui
醊	zyut zeoi	zhui
醋	cou zok	cu
醌	kwan	kun
醍	tai	ti
醎	haam	xian
醏	dou	du
醐	wu	hu
醑	seoi	xu
醒	seng sing	xing
醓	taam	tan
醔	jau	qiu chou
醕	seon	chun
醖	wan	yun
醗	put	po fa
醘	hap	ke
醙	sau	sou
醚	mai	mi
醛	cyun	quan
醜	cau	chou
醝	co	cuo
醞	wan	yun
醟	wing	yong
醠	ong ngong	ang
醡	zaa	zha
醢	hoi	hai
醣	tong	tang
醤	zoeng	jiang
醥	piu	piao
醦	cam	chan chen
醧	jyu	yu
醨	lei	li
醩	zou	zao
醪	lou	lao
醫	ji	yi
醬	zoeng	jiang
醭	buk pok	bu
醮	ziu	jiao
醯	hei	xi
醰	taam	tan
醱	put faat but	po fa
醲	nung lung	nong
醳	jik sik	yi shi
醴	lai	li
醵	geoi kek koek	ju
醶	jim	yan lian xian
醷	jik	yi
醸	joeng	niang
醹	jyu	ru
醺	fan	xun
醻	cau	chou
醼	jin	yan
醽	ling	ling
醾	mei	mi
醿	mei	mi
釀	joeng	niang
釁	jan	xin
釂	ziu	jiao
釃	si	shi
釄	mei	mi
釅	jim	yan
釆	bin	bian
采	coi	cai
釈	sik	shi
釉	jau	you
释	sik jik	shi
釋	sik jik	shi
里	lei leoi	li
重	cung zung	zhong chong
野	je	ye
量	loeng	liang
釐	lei hei	li xi
金	gam	jin
釒		jin
釓	gaa gaat kau	ga
釔	jyut	yi
釕	liu	liao
釖	dou	dao
釗	ciu ziu	zhao
釘	deng ding	ding
釙	pok puk	po
釚	kau	qiu
釛	baat	he
釜	fu	fu
針	zam kim	zhen
釞	zap	zhi
釟	baat	ba
釠	lyun	luan
釡	fu	fu
釢	naai laai	nai
釣	diu	diao
釤	saam sin	shan
釥	ciu	qiao jiao
釦	kau	kou
釧	cyun	chuan
釨	zi	zi
釩	faan	fan
釪	waa jyu	yu hua
釫	waa wu	hua wu
釬	hon	han
釭	gong gung	gang
釮	cai	qi
釯	mong	mang
釰	jat	ri ren jian
釱	dai daai	di dai
釲	zi	si
釳	hat	xi
釴	jik	yi
釵	caai caa	chai
釶	si jaa se	shi yi
釷	tou	tu
釸	zik	xi
釹	neoi leoi	nu
釺	cin	qian
釻	jyun	qiu
釼	jat	ri ren jian
釽	pik zaau	pi zhao
釾	je ngaa aa	ya ye
釿	gan	jin
鈀	baa paa	ba pa
鈁	fong	fang
鈂	cam zam	chen
鈃	jing gin	xing
鈄	dau	dou
鈅	jyut joek	yue
鈆	jyun	qian
鈇	fu	fu
鈈	bat	bu
鈉	naap naat laap	na
鈊	sam	xin
鈋	ngo o	e
鈌	kyut	jue
鈍	deon	dun
鈎	ngau gau au	gou
鈏	jan	yin
鈐	kim	qian
鈑	baan	ban
鈒	zaap kap saap	sa
鈓	jam	ren
鈔	caau	chao
鈕	nau lau	niu
鈖	fan	fen
鈗	wan deoi jeoi	yun
鈘	ngai ai	yi
鈙	kam gam	qin
鈚	pai pei	pi
鈛	gwo go	guo
鈜	wang	hong
鈝	jam	yin
鈞	gwan kwan	jun
鈟	diu	diao
鈠	jik	yi
鈡	zung	zhong
鈢	saai	xi
鈣	koi	gai
鈤	jat	ri
鈥	fo	huo
鈦	taai	tai
鈧	kong	kang
鈨	jyun	yuan
鈩	lou	lu
鈪	aak ngaak	e
鈫	man	qin
鈬	dok	duo
鈭	zi ci	zi
鈮	nei lei	ni
鈯	dat	tu
鈰	si	shi
鈱	man	min
鈲	gu gwu	gu
鈳	ko aa ho	ke
鈴	ling	ling
鈵	bing	bing
鈶	zi ci	si
鈷	gu gwu	gu
鈸	bat but put	bo
鈹	pei	pi
鈺	juk	yu
鈻	zi	si
鈼	zok	zuo
鈽	bou	bu
鈾	jau	you
鈿	tin din	dian
鉀	gaap	jia
鉁	zan	zhen
鉂	si	shi
鉃	si	shi
鉄	tit	tie
鉅	geoi	ju
鉆	cim zyun	zuan
鉇	si se	shi
鉈	taa si to	ta tuo
鉉	jyun	xuan
鉊	ziu ciu	zhao
鉋	paau	bao
鉌	wo	he
鉍	bei bit	bi
鉎	sang seng	sheng
鉏	co ceoi zeoi	chu
鉐	sek zuk	shi
鉑	bok baak	bo
鉒	zyu	zhu
鉓	cik	chi
鉔	zaap	za
鉕	po	po
鉖	tung	tong
鉗	kim	qian
鉘	fat	fu
鉙	zaai	zhai
鉚	maau	mao
鉛	jyun	qian
鉜	fau	fu
鉝	laap	li
鉞	jyut	yue
鉟	pei	pi
鉠	joeng	yang
鉡	bun	ban
鉢	but	bo
鉣	gip	jie
鉤	ngau gau au	gou
鉥	seot	shu
鉦	zing	zheng
鉧	mou	mu
鉨	nai lai	xi
鉩	saai	xi
鉪	dai	di
鉫	gaa	jia
鉬	muk	mu
鉭	taan daan	tan
鉮	san	shen
鉯	ji	yi
鉰	si	si
鉱	kong	kuang
鉲	kaa	ka
鉳	bak	bei
鉴	gaam	jian
鉵	tung	tong
鉶	jing	xing
鉷	hung	hong
鉸	gaau	jiao
鉹	ci ji	chi
鉺	ji	er
鉻	lok gok	ge
鉼	beng ping	bing ping
鉽	sik	shi
鉾	mau maau	mao
鉿	haa gaap hap	ha ke
銀	ngan an ngang	yin
銁	gwan	jun
銂	zau	zhou
銃	cung	chong
銄	hoeng	xiang jiong
銅	tung	tong
銆	mak	mo
銇	loi leoi	lei
銈	gwai gai	ji
銉	jyut	yu si
銊	seot	xu hui
銋	jam	ren
銌	zyun	zun
銍	zat	zhi
銎	kung	qiong
銏	saan	shan shuo
銐	cai	chi li
銑	sin	xian xi
銒	jing gin	xing
銓	cyun	quan
銔	pei	pi
銕	tit	tie
銖	zyu syu	zhu
銗	hong hau	hou xiang
銘	ming	ming
銙	kwaa	kua
銚	diu jiu siu	diao tiao yao
銛	cim	xian kuo tian
銜	haam ham	xian
銝	jau	xiu
銞	gwan	jun
銟	caa	cha
銠	lou	lao
銡	gat	ji
銢	pik	pi
銣	jyu	ru
銤	mai	mi
銥	ji	yi
銦	jan	yin
銧	gwong gong	guang
銨	on ngon	an
銩	diu	diu
銪	jau	you
銫	sik	se
銬	kaau kau	kao
銭	cin	qian
銮	lyun	luan
銯	mik si	si
銰	ngaai aai	ai
銱	diu	diao
銲	hon	han
銳	jeoi	rui
銴	sai jeoi zai	shi zhi
銵	hang	keng
銶	kau	qiu
銷	siu	xiao
銸	zip	zhe nie
銹	sau	xiu
銺	zong	zang
銻	tai	ti
銼	co	cuo
銽	cim	xian kuo tian
銾	hung	hong gong
銿	zung	zhong yong
鋀	tau dau	tou tu dou
鋁	leoi	lu
鋂	mui	mei meng
鋃	long	lang
鋄	faan	wan jian
鋅	san sing	xin
鋆	wan gwan	yun
鋇	bui	bei
鋈	juk	wu
鋉	suk cuk	su
鋊	juk guk	yu
鋋	sin jin	chan
鋌	ting ding	ting ding
鋍	but	bo
鋎	waan wun	han
鋏	gaap	jia
鋐	wang	hong
鋑	cyun zeon	juan jian cuan
鋒	fung	feng
鋓	cim	chan
鋔	waan	wan
鋕	zi	zhi
鋖	si	si tuo
鋗	hyun	juan xuan
鋘	waa ng m	wu hua
鋙	jyu ng m	wu
鋚	tiu	tiao
鋛	kong	kuang
鋜	zok zuk	zhuo chuo
鋝	lyut	lue
鋞	jing hang	xing jing
鋟	cim cam zim	qin
鋠	san	shen
鋡	ham	han
鋢	lyut	lue
鋣	je ce	ye
鋤	co	chu
鋥	caang cang	zeng
鋦	guk geoi	ju
鋧	jin hin	xian
鋨	ngo o	e
鋩	mong	mang
鋪	pou	pu
鋫	lei	li
鋬	paan	pan
鋭	jeoi	rui
鋮	sing	cheng
鋯	gou	gao
鋰	lei	li
鋱	tik	te
鋲	bing	bing
鋳	zyu	zhu
鋴	hak	zhen
鋵	tuk	tu
鋶	lau	liu
鋷	je zeoi	zui nie
鋸	goe guk geoi	ju
鋹	cong coeng caang	chang
鋺	jyun	yuan wan
鋻	gin	jian
鋼	gong	gang
鋽	tiu	diao
鋾	tou	tao
鋿	soeng	shang
錀	leon fan	lun
錁	gwo fo go	ke
錂	ling	ling
錃	bei	pi
錄	luk	lu
錅	lei	li
錆	coeng	qing
錇	pui	pei
錈	gyun	juan
錉	man	min
錊	zeoi	zui
錋	paang	peng
錌	ngon on	an
錍	pai	pi
錎	haam	xian
錏	aa ngaa	ya
錐	zeoi jeoi	zhui
錑	leoi	lei
錒	aa o ngaa	a
錓	kwang haang	kong
錔	taap daap	ta
錕	kwan gwan	kun
錖	duk	du
錗	neoi leoi	nei
錘	ceoi seoi	chui
錙	zi	zi
錚	zang caang zaang	zheng
錛	ban	ben
錜	nip lip	nie
錝	zung cung	cong
錞	deoi seon	chun
錟	taam cim taan	tan
錠	ding	ding
錡	kei	qi
錢	cin zin	qian
錣	zyut zeoi	zhui
錤	gei	ji
錥	juk	yu
錦	gam	jin
錧	gun gwun	guan
錨	naau maau laau	mao
錩	coeng	chang
錪	tin din	tian
錫	sek sik	xi
錬	lin	lian
錭	diu	diao
錮	gu gwu	gu
錯	co cok cou	cuo
錰	seot	shu
錱	zan	zhen
録	luk	lu
錳	maang	meng
錴	luk	lu
錵	waa faa	hua
錶	biu	biao
錷	aat ngaat	ga
錸	loi	lai
錹	hang	ken
錺	fong	fang
錻	mou	bu
錼	noi loi	nai
錽	faan	wan
錾	zaam	zan
錿	fu	hu
鍀	dak	de
鍁	him hin	xian
鍂	gam	pian
鍃	fat kut kwut	huo
鍄	loeng	liang
鍅	faat	fa
鍆	mun	men
鍇	kaai gaai	kai
鍈	joeng	yang
鍉	dik si	chi
鍊	lin	lian
鍋	wo	guo
鍌	sin	xian
鍍	dou	du
鍎	dat	tu
鍏	wai	wei
鍐	zung	zong
鍑	fuk fu	fu
鍒	jau	rou
鍓	cip	ji
鍔	ngok ok	e
鍕	gwan	jun
鍖	zam cam	chen
鍗	tai	ti
鍘	zaap zaat	zha
鍙	huk	hu
鍚	joeng	yang
鍛	dyun	duan
鍜	haa	xia
鍝	jyu	yu
鍞	hang	keng
鍟	seng	sheng
鍠	wong caang	huang
鍡	wui	wei
鍢	fuk	fu
鍣	ziu ciu	zhao
鍤	caap	cha
鍥	kit	qie
鍦	se si	shi
鍧	gwang	hong
鍨	kwai	kui
鍩	nok lok	nuo
鍪	mau	mou
鍫	ciu	qiao
鍬	ciu cau	qiao
鍭	hau	hou
鍮	tau	tou
鍯	cung	cong
鍰	waan wun	huan
鍱	jip	ye
鍲	man	min
鍳	gaam	jian
鍴	dyun	duan
鍵	gin	jian
鍶	si	si
鍷	fui kwai	kui
鍸	wu	hu
鍹	syun	xuan
鍺	ze	zhe
鍻	git	jie
鍼	zam kim	zhen
鍽	bin	bian
鍾	zung	zhong
鍿	zi	zi
鎀	sau	xiu
鎁	je	ye
鎂	mei	mei
鎃	paai	pai
鎄	oi ngoi	ai
鎅	gaai	jie
鎆	zin	qian
鎇	mei	mei
鎈	so caa	cuo cha
鎉	taap	da ta
鎊	bong	bang
鎋	hat	xia
鎌	lim	lian
鎍	sok	suo se
鎎	hei	kai
鎏	lau	liu
鎐	jiu	yao zu
鎑	jip taap	ye ta ge
鎒	nau lau	nou
鎓	jung	weng
鎔	jung	rong
鎕	tong	tang
鎖	so	suo
鎗	coeng caang	qiang cheng
鎘	gaak lik	ge li
鎙	sok	shuo
鎚	ceoi	chui
鎛	bok	bo
鎜	pun	pan
鎝	saap daap taap	da
鎞	bai pei bei	bi pi
鎟	song	sang
鎠	gong	gang
鎡	zi	zi
鎢	wu	wu
鎣	jing	ying
鎤	fong	huang
鎥	tiu	tiao
鎦	lau	liu
鎧	hoi koi	kai
鎨	seon	sun
鎩	saat	sha
鎪	sau suk	sou
鎫	faan	wan jian
鎬	gou hou	gao hao
鎭	zan	zhen
鎮	zan	zhen
鎯	long	lang
鎰	jat	yi
鎱	jyun	yuan
鎲	tong	tang
鎳	nip lip	nie
鎴	sik	xi
鎵	gaa	jia
鎶	go	ge
鎷	maa	ma
鎸	zyun zeon	juan
鎹	sung	song
鎺	zou	zu
鎻	so	suo
鎼	laa	xia
鎽	fung	feng
鎾	wan	wen
鎿	naa laa	na
鏀	lou	lu
鏁	so	suo
鏂	au ngau	ou
鏃	zuk	zu chuo
鏄	tyun	tuan
鏅	sau	xiu
鏆	gun gwun	guan
鏇	syun	xuan
鏈	lin	lian
鏉	sau	shou sou
鏊	ngou ou	ao
鏋	mun	man
鏌	mok	mo
鏍	lo leoi	luo
鏎	bat	bi
鏏	wai seoi	wei
鏐	lau	liu
鏑	dik	di
鏒	saam sam	qiao san can
鏓	cung	cong
鏔	ji	yi
鏕	luk ou	lu ao
鏖	ngou ou	ao
鏗	hang	keng
鏘	coeng	qiang
鏙	ceoi	cui
鏚	cik	qi
鏛	soeng	shang
鏜	tong	tang
鏝	maan	man
鏞	jung	yong
鏟	caan	chan
鏠	fung	feng
鏡	geng	jing
鏢	biu	biao
鏣	syu	shu
鏤	lau	lou
鏥	sau	xiu
鏦	cung	cong
鏧	lung	long
鏨	zaam	zan
鏩	zim	jian zan
鏪	cou	cao
鏫	lei	li
鏬	laa	xia
鏭	sik	xi
鏮	hong kong	kang
鏯	song	shuang
鏰	bang	beng
鏱	gam	zhang
鏲	cim	qian
鏳	caang	zheng
鏴	lou	lu
鏵	waa	hua
鏶	cip zaap	ji
鏷	pok buk	pu
鏸	wai jeoi seoi	hui sui rui
鏹	koeng	qiang
鏺	put	po
鏻	leon	lin
鏼	saak suk	se
鏽	sau	xiu
鏾	sin	san xian sa
鏿	coeng caang	cheng
鐀	gwai	gui
鐁	si	si
鐂	lau	liu
鐃	naau laau	nao
鐄	waang wong	huang
鐅	pit	pie
鐆	seoi	sui
鐇	faan	fan
鐈	kiu	qiao
鐉	cyun	quan
鐊	joeng	xi
鐋	tong	tang
鐌	zoeng	xiang
鐍	kyut	jue
鐎	ziu ciu	jiao
鐏	zeon zyun	zun
鐐	liu	liao
鐑	kit	qi
鐒	lou	lao
鐓	deoi deon	dui
鐔	taam cam jam	xin
鐕	zaam	zan
鐖	gei	ji
鐗	gaan	jian
鐘	zung	zhong
鐙	dang	deng
鐚	aa ngaa	ya
鐛	jing	ying
鐜	deoi	dui
鐝	kyut	jue
鐞	nau lau	nou
鐟	zaam	zan
鐠	pou	pu
鐡	tit	tie
鐢	faan	fan
鐣	zoeng	cheng
鐤	ding	ding
鐥	sin	shan
鐦	hoi	kai
鐧	gaan	jian
鐨	fai	fei
鐩	seoi	sui
鐪	lou	lu
鐫	zyun syun zeon	juan
鐬	wai	hui
鐭	ou juk ngou	yu
鐮	lim	lian
鐯	zoek	zhuo
鐰	ciu cou	qiao
鐱	gim cim	jian
鐲	zuk	zhuo
鐳	leoi	lei
鐴	bik	bi
鐵	tit	tie
鐶	waan	huan
鐷	jip	ye
鐸	dok nok	duo
鐹	gwo go	guo
鐺	dong caang cing	dang cheng
鐻	geoi keoi	ju
鐼	fan ban	fen
鐽	daat	da
鐾	bai	bei
鐿	ji	yi
鑀	oi ngoi	ai
鑁	zung	zong
鑂	fan	xun
鑃	diu	diao
鑄	zyu	zhu
鑅	waang	heng
鑆	zeoi	zhui
鑇	zai	ji
鑈	nip nai lip	nie
鑉	hap taap	he
鑊	wok	huo
鑋	hing	qing
鑌	ban	bin
鑍	jing	ying
鑎	gwai	gui
鑏	ning ling	ning
鑐	seoi jau	xu
鑑	gaam	jian
鑒	gaam	jian
鑓	hin	qian
鑔	caa	cha
鑕	zat	zhi
鑖	mit	mie
鑗	lei	li
鑘	leoi	lei
鑙	kai	ji
鑚	zyun	zuan
鑛	kong gwong kwong	kuang
鑜	soeng	shang
鑝	pung	peng
鑞	laap	la
鑟	duk	du
鑠	soek	shuo
鑡	cuk	chuo
鑢	leoi	lu
鑣	biu	biao
鑤	paau	bao
鑥	lou	lu
鑦	jin	xian
鑧	jin	kuan
鑨	lung	long
鑩	ngok ok	e
鑪	lou	lu
鑫	jam	xin
鑬	gaam	jian
鑭	laan	lan
鑮	bok	bo
鑯	zim cim	jian
鑰	joek	yue
鑱	caam	chan
鑲	soeng	xiang
鑳	gin	jian
鑴	kwai	xi
鑵	gun gwun	guan
鑶	cong	cang
鑷	nip lip	nie
鑸	leoi	lei
鑹	cyun	cuan
鑺	keoi	qu
鑻	paan	pan
鑼	lo	luo
鑽	zyun	zuan
鑾	lyun	luan
鑿	zok	zao
钀	jit ngai	nie
钁	fok gwok kyut	jue
钂	tong	tang
钃	suk zuk	zhu
钄	laan	lan
钅		jin
钆	gaa gaat kau	ga
钇	jyut	yi
针	zam kim	zhen
钉	ding deng	ding
钊	ciu ziu	zhao
钋	pok puk	po
钌	liu	liao
钍	tou	tu
钎	cin	qian
钏	cyun	chuan
钐	saam sin	shan
钑	zaap kap saap	sa xi
钒	faan	fan
钓	diu	diao
钔	mun	men
钕	neoi leoi	nu
钖	joeng	yang
钗	caai caa	chai
钘	jing gin	xing
钙	koi	gai
钚	bat	bu
钛	taai	tai
钜	geoi	ju
钝	deon	dun
钞	caau	chao
钟	zung	zhong
钠	naap laap naat	na
钡	bui	bei
钢	gong	gang
钣	baan	ban
钤	kim	qian
钥	joek jyut	yao yue
钦	jam	qin
钧	gwan kwan	jun
钨	wu	wu
钩	ngau au gau	gou
钪	kong	kang
钫	fong faat	fang
钬	fo	huo
钭	dau	tou dou
钮	nau lau	niu
钯	baa paa	ba pa
钰	juk	yu
钱	cin zin	qian
钲	zing	zheng
钳	kim	qian
钴	gu gwu	gu
钵	but	bo
钶	ko aa ho	ke
钷	po	po
钸	bou	bu
钹	bat but put	bo
钺	jyut	yue
钻	zyun cim	zuan
钼	muk	mu
钽	taan daan	tan
钾	gaap	jia
钿	tin din	dian tian
铀	jau	you
铁	tit	tie
铂	bok baak	bo
铃	ling	ling
铄	soek	shuo
铅	jyun	qian yan
铆	maau	mao
铇	paau	bao
铈	si	shi
铉	jyun	xuan
铊	taa to si	ta tuo
铋	bei bit	bi
铌	nei lei	ni
铍	pei	pi
铎	dok nok	duo
铏	jing	xing
铐	kaau kau	kao
铑	lou	lao
铒	ji	er
铓	mong	mang
铔	aa ngaa	ya
铕	jau	you
铖	sing	cheng
铗	gaap	jia
铘	je ce	ye
铙	naau laau	nao
铚	zat	zhi
铛	dong caang cing	dang cheng
铜	tung	tong
铝	leoi	lu
铞	diu	diao
铟	jan	yin
铠	hoi koi	kai
铡	zaap zaat	zha
铢	zyu syu	zhu
铣	sin	xian xi
铤	ding ting	ting ding
铥	diu	diu
铦	cim	xian kuo tian
铧	waa	hua
铨	cyun	quan
铩	saat	sha
铪	haa hap gaap	ha ke
铫	diu jiu tiu	yao diao tiao
铬	lok gok	ge
铭	ming	ming
铮	zang zaang caang	zheng
铯	sik	se
铰	gaau	jiao
铱	ji	yi
铲	caan	chan
铳	cung	chong
铴	tong	tang
铵	on ngon	an
银	ngan an ngang	yin
铷	jyu	ru
铸	zyu	zhu
铹	lou	lao
铺	pou	pu
铻	jyu m ng	wu
铼	loi	lai
铽	tik	te
链	lin	lian
铿	hang	keng
销	siu	xiao
锁	so	suo
锂	lei	li
锃	caang cang	zeng
锄	co	chu
锅	wo	guo
锆	gou	gao
锇	ngo o	e
锈	sau	xiu
锉	co	cuo
锊	lyut	lue
锋	fung	feng
锌	san sing	xin
锍	lau	liu
锎	hoi	kai
锏	gaan	jian
锐	jeoi	rui
锑	tai	ti
锒	long	lang
锓	cim cam zim	qin
锔	guk geoi	ju
锕	aa ngaa ngo	a
锖	coeng	qiang
锗	ze	zhe
锘	nok lok	nuo
错	co cok cou	cuo
锚	naau laau maau	mao
锛	ban	ben
锜	kei	qi
锝	dak	de
锞	gwo go fo	ke
锟	kwan gwan	kun
锠	coeng	chang
锡	sek sik	xi
锢	gu gwu	gu
锣	lo	luo
锤	ceoi seoi	chui
锥	zeoi jeoi	zhui
锦	gam	jin
锧	zat	zhi
锨	him hin	xian
锩	gyun	juan
锪	fat kut kwut	huo
锫	pui bak	pei
锬	taam cim taan	tan xian
锭	ding	ding
键	gin	jian
锯	geoi guk goe	ju
锰	maang	meng
锱	zi	zi
锲	kit	qie
锳	joeng	ying
锴	kaai gaai	kai
锵	coeng	qiang
锶	si	si
锷	ngok ok	e
锸	caap	cha
锹	ciu cau	qiao
锺	zung	zhong
锻	dyun	duan
锼	sau suk	sou
锽	wong caang	huang
锾	waan wun	huan
锿	oi ngoi	ai
镀	dou	du
镁	mei	mei
镂	lau	lou
镃	zi	zi
镄	fai	fei
镅	mei	mei
镆	mok	mo
镇	zan	zhen
镈	bok	bo
镉	gaak lik	ge li
镊	nip lip	nie
镋	tong	tang
镌	zyun zeon syun	juan
镍	nip lip	nie
镎	naa laa noi	na
镏	lau	liu
镐	gou hou	hao gao
镑	bong	bang
镒	jat	yi
镓	gaa	jia
镔	ban	bin
镕	jung	rong
镖	biu	biao
镗	tong	tang
镘	maan	man
镙	lo leoi	luo
镚	bang	beng
镛	jung	yong
镜	geng	jing
镝	dik	di
镞	zuk	zu
镟	syun	xuan
镠	lau	liu
镡	taam cam jam	tan chan xin
镢	kyut fok gwok	jue
镣	liu	liao
镤	pok buk	pu
镥	lou	lu
镦	deoi deon	dun dui
镧	laan	lan
镨	pou	pu
镩	cyun	cuan
镪	koeng	qiang
镫	dang	deng
镬	wok	huo
镭	leoi	lei
镮	waan	huan
镯	zuk	zhuo
镰	lim	lian
镱	ji	yi
镲	caa	cha
镳	biu	biao
镴	laap	la
镵	caam	chan
镶	soeng	xiang
長	coeng zoeng	chang zhang
镸	coeng	chang
镹	gau	jiu
镺	ou ngou	ao
镻	dit	die
镼	gwat wat	jie
镽	liu	liao
镾	nei lei	mi
长	coeng zoeng	chang zhang
門	mun	men
閁	maat	ma
閂	saan	shuan
閃	sim	shan
閄	wik	huo shan
閅	mun	men
閆	jim	yan
閇	bai	bi
閈	hon	han bi
閉	bai	bi
閊	saan	shan
開	hoi	kai
閌	kong	kang
閍	paang	beng
閎	wang	hong
閏	jeon	run
閐	saam sam	san
閑	haan	xian
閒	haan gaan	xian jian
間	gaan haan	jian
閔	man	min
閕	ngaa haa aa	xia
閖	seoi	shui
閗	dau	dou
閘	zaap	zha
閙	naau laau	nao
閚	zaam	zhan
閛	ping	peng
閜	haa ho	xia ke
閝	ling	ling
閞	bin faan	bian guan
閟	bei	bi
閠	jeon	run
閡	hat goi ngoi	he
関	gwaan	guan
閣	gok	ge
閤	gap gok hap	he ge
閥	fat	fa
閦	cuk	chu
閧	hung	hong xiang
閨	gwai	gui
閩	man	min
閪	hai	se xi
閫	kwan	kun
閬	long	lang
閭	leoi	lu
閮	ting	ting
閯	saa	sha
閰	guk	ju
閱	jyut	yue
閲	jyut	yue
閳	zin	chan
閴	gwik	qu
閵	leon	lin
閶	coeng	chang
閷	saat saai	sha
閸	kwan	kun
閹	jim	yan
閺	man	wen
閻	jim	yan
閼	aat jin ngaat	e yan
閽	fan	hun
閾	wik kwik	yu
閿	man	wen
闀	hung	hong
闁	bou	bao
闂	hung	hong juan xiang
闃	gwik kwik	qu
闄	jiu	yao
闅	man	wen
闆	baan	ban pan
闇	am ngam	an
闈	wai	wei
闉	jan	yin
闊	fut	kuo
闋	kyut	que
闌	laan	lan
闍	dou ze se	du she
闎	cyun	quan
闏	fung	
闐	tin	tian
闑	jit lip nip	nie
闒	taap daap	ta
闓	hoi	kai
闔	hap	he
闕	kyut gwat	que
闖	cong cam	chuang
闗	gwaan	guan
闘	dau	dou
闙	kai	qi
闚	kwai	kui
闛	tong coeng	tang chang
關	gwaan	guan
闝	piu	piao
闞	ham haam	kan han
闟	kap hap jap	xi se ta
闠	kui gwai wui	hui
闡	zin cin sin	chan
闢	pik bei	pi
闣	dong tong	dang
闤	waan	huan
闥	taat tip	ta
闦	ngan an	wen
闧	jyun	ta
门	mun	men
闩	saan	shuan
闪	sim	shan
闫	jim	yan
闬	hon	han bi
闭	bai	bi
问	man	wen
闯	cong cam	chuang
闰	jeon	run
闱	wai	wei
闲	haan gaan	xian
闳	wang	hong
间	gaan haan	jian
闵	man	min
闶	kong	kang
闷	mun	men
闸	zaap	zha
闹	naau laau	nao
闺	gwai	gui
闻	man	wen
闼	taat tip	ta
闽	man	min
闾	leoi	lu
闿	hoi	kai
阀	fat	fa
阁	gok	ge
阂	hat goi ngoi	he
阃	kwan	kun
阄	gau kau	jiu
阅	jyut	yue
阆	long	lang
阇	dou ze se	du she
阈	wik kwik	yu
阉	jim	yan
阊	coeng	chang
阋	jik hik	xi
阌	man	wen
阍	fan	hun
阎	jim	yan
阏	aat jin ngaat	e yan
阐	zin cin sin	chan
阑	laan	lan
阒	gwik kwik	qu
阓	kui kwui gwai	hui
阔	fut	kuo
阕	kyut	que
阖	hap	he
阗	tin	tian
阘	taap daap	ta
阙	kyut gwat	que
阚	ham haam	kan han
阛	waan	huan
阜	fau	fu
阝	fau	fu
阞	lak	le
队	deoi zeoi	dui
阠	seon can san	xin
阡	cin	qian
阢	ngat at	wu
阣	goi ngat	yi
阤	zi ji to	tuo
阥	jam	yin
阦	joeng	yang
阧	dau	dou
阨	ak aai aak	e
阩	sing	sheng
阪	baan faan	ban
阫	pei pui	pei
阬	haang gon gong	keng
阭	wan jin	yun
阮	jyun	ruan
阯	zi	zhi
阰	pei	pi
阱	zeng zing	jing
防	fong	fang
阳	joeng	yang
阴	jam am ngam	yin
阵	zan	zhen
阶	gaai	jie
阷	cing	cheng
阸	ak aai aak	e
阹	keoi	qu
阺	dai	di
阻	zo	zu
阼	zou	zuo
阽	dim jim	yan dian
阾	ling	lin
阿	aa o aak	a e
陀	to doe	tuo
陁	to ji	tuo
陂	bei bo po	bei po pi
陃	bing	bing
附	fu	fu
际	zai	ji
陆	luk	lu liu
陇	lung	long
陈	can zan	chen
陉	jing ging	xing
陊	do to	duo
陋	lau	lou
陌	mak maak	mo
降	gong hong	jiang xiang
陎	syu	shu
陏	do	duo
限	haan	xian
陑	ji	er
陒	gwai	gui
陓	jyu wu	yu
陔	goi	gai
陕	sim	shan
陖	zeon	jun
陗	ciu	qiao
陘	jing ging	xing
陙	seon	chun
陚	fu	wu
陛	bai	bi
陜	haap gip	xia
陝	sim	shan
陞	sing	sheng
陟	zik	zhi
陠	pou	pu
陡	dau	dou
院	jyun	yuan
陣	zan	zhen
除	ceoi cyu zyu	chu
陥	haam	xian
陦	dou	dao
陧	nip lip lit	nie
陨	wan jyun	yun
险	him	xian
陪	pui	pei
陫	fei	fei
陬	zau	zou
陭	kei ji	qi
陮	deoi	dui
陯	leon	lun
陰	jam am ngam	yin
陱	guk	ju
陲	seoi	chui
陳	can zan	chen
陴	pei	pi
陵	ling	ling
陶	tou jiu	tao yao
陷	haam ham	xian
陸	luk	lu
陹	sing	sheng
険	him	xian
陻	jan	yin
陼	zyu	zhu
陽	joeng	yang
陾	jing	reng
陿	haap hap gip	xia
隀	cung	chong
隁	jin	yan
隂	jam am ngam	yin
隃	jyu	yu yao shu
隄	tai	di
隅	jyu	yu
隆	lung naam	long
隇	wai	wei
隈	wui	wei
隉	nip jit lip	nie
隊	deoi zeoi	dui zhui
隋	ceoi do	sui duo
隌	am ngam	an
隍	wong	huang
階	gaai	jie
随	ceoi	sui
隐	jan	yin
隑	kei goi	gai qi ai
隒	jim	yan
隓	fai to	hui duo
隔	gaak gik	ge
隕	wan jyun	yun
隖	wu ngou ou	wu
隗	ngai kwai wai	wei kui
隘	aai ak ai	ai
隙	kwik gwik	xi
隚	tong	tang
際	zai	ji
障	zoeng	zhang
隝	dou	dao
隞	ngou ou	ao
隟	gwik kwik	xi
隠	jan	yin
隡	saat	sa
隢	jiu	rao
隣	leon	lin
隤	teoi	tui
隥	dang	deng
隦	pei	pi
隧	seoi zeoi	sui
隨	ceoi	sui
隩	juk ou ngou	yu ao
險	him	xian
隫	fan	fen
隬	nei lei	ni
隭	ji	er
隮	zai	ji
隯	dou	dao
隰	zaap	xi
隱	jan	yin
隲	zat	zhi
隳	fai fui	hui duo
隴	lung	long
隵	hei	xi
隶	dai doi lai	li
隷	dai	li
隸	dai doi lai	li dai
隹	zeoi	zhui cui wei
隺	hok	he hu
隻	zek	zhi
隼	zeon seon	sun
隽	zeon syun cyun	jun juan
难	naan laan lo	nan nuo
隿	jik	yi
雀	zoek	que qiao
雁	ngaan aan	yan
雂	kam	qin
雃	hin	jian
雄	hung	xiong
雅	ngaa aa	ya
集	zaap zap	ji
雇	gu gwu	gu
雈	wun	huan
雉	zi ci	zhi
雊	gau	gou
雋	zeon cyun syun	jun juan
雌	ci	ci
雍	jung	yong
雎	zeoi	ju
雏	co	chu
雐	fu	hu
雑	zaap	za
雒	lok	luo
雓	jyu	yu
雔	cau sau	chou
雕	diu tiu	diao
雖	seoi	sui
雗	hon	han
雘	wok	huo
雙	soeng sung	shuang
雚	gun fun wun	guan huan
雛	co	chu
雜	zaap	za
雝	jung	yong
雞	gai	ji
雟	kwai seoi sai	gui xi
雠	cau sau	chou
雡	lau	liu
離	lei le	li
難	naan no laan	nan
雤	hok	yu
雥	zaap	za
雦	zaap	chou
雧	zaap zap	ji
雨	jyu	yu
雩	jyu	yu
雪	syut	xue
雫	no lo laa	na
雬	fau	fou
雭	saap	se xi
雮	muk	mu
雯	man	wen
雰	fan	fen
雱	pong	pang
雲	wan	yun
雳	lik	li
雴	cap	chi
雵	joeng	yang
零	ling lin leng	ling
雷	leoi	lei
雸	ngam am	an
雹	bok	bao
雺	mung mou	wu meng
電	din	dian
雼	dong	dang
雽	wu fu	hu
雾	mou	wu
雿	diu zaak	diao
需	seoi	xu
霁	zai cai	ji
霂	muk	mu
霃	cam muk	chen
霄	siu	xiao
霅	zip saap sip	zha
霆	ting	ting
震	zan	zhen
霈	pui	pei
霉	mui mei mou	mei
霊	ling	ling
霋	cai	qi
霌	zau	zhou
霍	fok	huo
霎	saap	sha
霏	fei	fei
霐	wang	hong
霑	zim	zhan
霒	jam	yin
霓	ngai ai	ni
霔	zyu	shu
霕	tyun	tun
霖	lam	lin
霗	ling	ling
霘	dung	dong
霙	jing	ying
霚	mou	wu
霛	ling leng	ling
霜	soeng	shuang
霝	ling	ling
霞	haa	xia
霟	hung	hong
霠	jam	yin
霡	mak maak	mai
霢	mak maak	mai
霣	wan	yun
霤	lau	liu
霥	mung	meng
霦	ban	bin
霧	mou	wu
霨	wai	wei
霩	gwok kwok gok	kuo
霪	jam	yin
霫	zaap zap	xi
霬	jik	yi
霭	oi ngoi	ai
霮	daam	dan
霯	tang dang	teng
霰	sin saan	xian
霱	wat	yu
露	lou lau	lu lou
霳	lung	long
霴	doi	dai
霵	zap	ji
霶	pong	pang
霷	joeng	yang
霸	baa paak	ba
霹	pik	pi
霺	mei	wei
霻	fung	feng
霼	hei	xi
霽	zai cai	ji
霾	maai lei mai	mai
霿	mung	meng
靀	mung	meng
靁	leoi	lei
靂	lik	li
靃	fok seoi	huo
靄	oi ngoi	ai
靅	fai	fei
靆	doi	dai
靇	lung ling	long
靈	ling leng	ling
靉	oi ngoi	ai
靊	fung	feng
靋	lik	li
靌	bou	bao
靍	fok	he
靎	kam	he
靏	hok	he
靐	bang	bing
靑	cing ceng	qing
青	cing ceng	qing
靓	leng zing ling	liang jing
靔	tin	tian
靕	zan	zheng
靖	zing	jing
靗	cang	cheng
靘	cing	qing
静	zing	jing
靚	leng zing ling	jing liang
靛	din	dian
靜	zing	jing
靝	tin	tian
非	fei	fei
靟	fei	fei
靠	kaau	kao
靡	mei mo	mi
面	min	mian
靣	min	mian
靤	paau	pao
靥	jip jim	ye
靦	tin din min	mian
靧	fui	hui
靨	jip jim	ye
革	gaak gik gaap	ge ji
靪	ding	ding
靫	caai caa	cha
靬	gin	qian
靭	jan an ngan	ren
靮	dik	di
靯	dou	du
靰	wu	wu
靱	jan ngan an	ren
靲	kam	qin
靳	gan	jin
靴	hoe	xue
靵	nau lau	niu
靶	baa	ba
靷	jan	yin
靸	saap cap taat	sa
靹	noi loi	na
靺	mut maat	mo
靻	zou	zu
靼	daat	da
靽	bun	ban
靾	jai sit	xie
靿	aau ngaau	yao
鞀	tou	tao
鞁	bei pei	bei
鞂	gaai	jie
鞃	wang	hong
鞄	pok baau paau	pao
鞅	joeng	yang
鞆	bing	bing
鞇	jan	yin
鞈	gaap	ge ta sa
鞉	tou	tao
鞊	kit	jie ji
鞋	haai	xie
鞌	on ngon	an
鞍	on ngon	an
鞎	han	hen
鞏	gung	gong
鞐	lung	qia
鞑	taat daat	da
鞒	kiu	qiao
鞓	ting	ting
鞔	mun	man men
鞕	ngaang aang	bian ying
鞖	seoi	sui
鞗	tiu	tiao
鞘	ciu saau sau	qiao shao
鞙	jyun gyun	juan xuan
鞚	hung	kong
鞛	bung	beng
鞜	daap	ta
鞝	soeng zoeng	shang zhang
鞞	bing bei pei	pi bing bi
鞟	kwok kok	kuo
鞠	guk	ju
鞡	laai laa	la
鞢	sip zaap	xie die
鞣	jau	rou
鞤	bong	bang
鞥	ang ngang	eng
鞦	cau	qiu
鞧	cau	qiu
鞨	hot maat	he
鞩	ciu	qiao
鞪	mau mou muk	mou mu
鞫	guk	ju
鞬	gin	jian
鞭	bin	bian
鞮	dai	di
鞯	zin	jian
鞰	wan	wen yun
鞱	tou	tao
鞲	gau kau	gou
鞳	taap daap	ta
鞴	bei bou	bei
鞵	haai	xie
鞶	pun	pan
鞷	lik gaak	ge
鞸	bat bei	bi bing
鞹	kwok kok	kuo
鞺	tong	tang
鞻	lau	lou
鞼	gwai	gui
鞽	kiu	qiao
鞾	hoe	xue
鞿	gei	ji
韀	zin	jian
韁	goeng	jiang
韂	cim	chan
韃	taat daat	da
韄	waak wu	huo
韅	hin	xian
韆	cin	qian
韇	duk	du
韈	mat maat	wa
韉	zin	jian
韊	laan	lan
韋	wai	wei
韌	jan ngan an	ren
韍	fat	fu
韎	mui mut	mei wa
韏	hyun gyun	quan
韐	gaap	ge
韑	wai	wei
韒	ciu	qiao
韓	hon	han
韔	coeng	chang
韕	hoeng tou	kuo
韖	jau	rou
韗	wan	yun
韘	sip	she xie
韙	wai	wei
韚	gaak	ge
韛	bai baai	bai
韜	tou	tao
韝	gau kau	gou
韞	wan	yun
韟	gou	gao
韠	bat	bi
韡	wai	wei
韢	ceoi	sui
韣	duk	du
韤	mat maat	wa
韥	duk	du
韦	wai	wei
韧	jan an ngan	ren
韨	fat	fu
韩	hon	han
韪	wai	wei
韫	wan	yun wen
韬	tou	tao
韭	gau	jiu
韮	gau	jiu
韯	cim	xian
韰	haai	xie
韱	cim	xian
韲	zai	ji
音	jam	yin
韴	zaap	za
韵	wan	yun
韶	siu	shao
韷	lyut	le
韸	pung	peng
韹	wong jing waang	huang
韺	jing	ying
韻	wan	yun
韼	pung	peng
韽	am ngam	an
韾	jam	yin
響	hoeng	xiang
頀	wu	hu
頁	jip sau kit	ye
頂	ding deng	ding
頃	king	qing
頄	kwai kau	qiu
項	hong	xiang
順	seon	shun
頇	hon nget	han
須	seoi	xu
頉	ji	yi
頊	juk	xu
頋	gu gwu	e
頌	zung jung	song
頍	kwai	kui
頎	kei	qi
頏	hong kong	hang
預	jyu	yu
頑	waan	wan
頒	baan paan fan	ban
頓	deon duk	dun du
頔	dik king	di
頕	daam	dan
頖	pun	pan
頗	po	po
領	ling leng	ling
頙	caak	che
頚	geng	jing
頛	leoi	lei
頜	hap gap	he
頝	haau	qiao
頞	aat ngaat	e
頟	ngaak aak	e
頠	ngai ai	wei
頡	kit git	jie
頢	kut kwut	kuo
頣	can	shen
頤	ji	yi
頥	ji	yi
頦	hoi goi	ke
頧	deoi	dui
頨	jyu pin	yu
頩	ping	ping
頪	loi	lei
頫	fu tiu	fu
頬	gaap	jia
頭	tau	tou
頮	fui	hui
頯	kwai kau	kui
頰	gaap haap	jia
頱	lyut	luo
頲	ting	ting
頳	cing	cheng
頴	wing	ying
頵	wan gwan	jun
頶	huk	hu
頷	ham	han
頸	geng	jing
頹	teoi	tui
頺	teoi	tui
頻	pan ban	bin pin
頼	laai	lai
頽	teoi	tui
頾	zi	zi
頿	zi	zi
顀	ceoi	chui
顁	ding	ding
顂	laai	lai
顃	taam	tan
顄	ham	han
顅	haan	qian
顆	fo	ke
顇	seoi	cui
顈	gwing	jiong
顉	ham jam	qin
顊	ji	yi
顋	soi	sai
題	tai	ti
額	ngaak aak	e
顎	ngok ok	e
顏	ngaan aan	yan
顐	wan	wen
顑	ham	kan
顒	jung	yong
顓	zyun	zhuan
顔	ngaan aan	yan
顕	hin	xian
顖	seon	xin
顗	ngai ai	yi
願	jyun	yuan
顙	song	sang
顚	din	dian
顛	din	dian
顜	gong gok	jiang
顝	fui	kui
類	leoi	lei
顟	laau liu	lao
顠	piu	piao
顡	wui	wai
顢	mun	man
顣	cuk zuk	cu
顤	jiu kiu	yao
顥	hou	hao
顦	ciu	qiao
顧	gu gwu	gu
顨	seon	xun
顩	jim	yan
顪	fui	hui
顫	zin zim	chan
顬	jyu	ru
顭	mang	meng
顮	ban	bin
顯	hin	xian
顰	pan	pin
顱	lou	lu
顲	lam	lan
顳	nip jip lip	nie
顴	kyun	quan
页	jip sau kit	ye
顶	ding deng	ding
顷	king	qing
顸	hon nget	han
项	hong	xiang
顺	seon	shun
须	seoi sou	xu
顼	juk	xu
顽	waan	wan
顾	gu gwu	gu
顿	deon duk	dun du
颀	kei	qi
颁	baan paan fan	ban
颂	zung jung	song
颃	hong kong	hang
预	jyu	yu
颅	lou	lu
领	ling leng	ling
颇	po	po
颈	geng	jing geng
颉	kit git	jie xie jia
颊	gaap haap	jia
颋	ting	ting
颌	hap gap	he ge
颍	wing	ying
颎	gwing gang	jiong
颏	hoi goi	ke
颐	ji	yi
频	pan ban	pin bin
颒	fui	hui
颓	teoi	tui
颔	ham	han
颕	wing	ying
颖	wing	ying
颗	fo	ke
题	tai	ti
颙	jung	yong
颚	ngok ok	e
颛	zyun	zhuan
颜	ngaan aan	yan
额	ngaak aak	e
颞	nip lip jip	nie
颟	mun	man
颠	din	dian
颡	song	sang
颢	hou	hao
颣	leoi	lei
颤	zin zim	chan zhan
颥	jyu	ru
颦	pan	pin
颧	kyun	quan
風	fung	feng
颩	biu	biao diu
颪	haa	gua
颫	fu	fu
颬	haa	xia
颭	zim	zhan
颮	paau biu	biao
颯	saap	sa
颰	bat	ba fu
颱	toi	tai
颲	lit	lie
颳	gwaat	gua
颴	syun	xuan
颵	saau	xiao
颶	geoi	ju
颷	biu	biao
颸	si ci	si
颹	wai	wei
颺	joeng	yang
颻	jiu	yao
颼	sau suk	sou
颽	hoi	kai
颾	sau sou	sao sou
颿	faan	fan
飀	lau	liu
飁	zaap	xi
飂	lau liu luk	liu liao
飃	piu	piao
飄	piu	piao
飅	lau	liu
飆	biu	biao
飇	biu	biao
飈	biu	biao
飉	liu	liao
飊	biu	biao
飋	sat	se
飌	fung	feng
飍	haau	xiu
风	fung	feng
飏	joeng	yang
飐	zim	zhan
飑	paau biu	biao
飒	saap	sa
飓	geoi	ju
飔	si ci	si
飕	sau suk	sou
飖	jiu	yao
飗	lau	liu
飘	piu	piao
飙	biu	biao
飚	biu	biao
飛	fei	fei
飜	faan	fan
飝	fei	fei
飞	fei	fei
食	sik ji zi	shi si yi
飠		shi
飡	caan syun	can
飢	gei	ji
飣	ding	ding
飤	zi sik	si
飥	tok	tuo
飦	zin zi	zhan
飧	syun	sun
飨	hoeng	xiang
飩	tan tyun	tun
飪	jam jan	ren
飫	jyu	yu
飬	gyun	yang juan
飭	cik sik	chi
飮	jam	yin
飯	faan bung	fan
飰	faan	fan
飱	syun	sun
飲	jam	yin
飳	tau	zhu tou
飴	ji zi	yi si
飵	zok	zuo ze zha
飶	bit bei	bi
飷	ze	jie
飸	tou	tao
飹	baau	bao
飺	ci	ci
飻	tit	tie
飼	zi	si
飽	baau	bao
飾	sik cik	shi
飿	deot	duo
餀	hoi ngaai	hai
餁	jam	ren
餂	tim	tian
餃	gaau	jiao
餄	gaap hap	he
餅	beng bing	bing
餆	jiu	yao
餇	tung	tong
餈	ci	ci
餉	hoeng	xiang
養	joeng	yang
餋	gyun	juan
餌	nei lei	er
餍	jim	yan
餎	lok	le
餏	si	xi
餐	caan	can
餑	but	bo
餒	neoi noi leoi	nei
餓	ngo o	e
餔	bou pou	bu
餕	zeon	jun
餖	dau	dou
餗	cuk suk	su
餘	jyu	yu
餙	sik	shi
餚	ngaau aau	yao
餛	wan	hun
餜	gwo go	guo
餝	sik	shi
餞	zin	jian
餟	zeoi zyut	chuo
餠	beng bing	bing
餡	haam	xian
餢	bau	bu
餣	jip	ye
餤	daam taam	dan
餥	fei	fei
餦	zoeng	zhang
餧	neoi wai noi	wei
館	gun gwun	guan
餩	ak ngak	e
餪	nyun lyun	nuan
餫	wan	yun
餬	wu	hu
餭	wong	huang
餮	tit	tie
餯	fui	hui
餰	gin zin	jian
餱	hau	hou
餲	aai aat hot	ai
餳	cing tong	xing
餴	ban fan	fen
餵	wai	wei
餶	gwat	gu
餷	caa	cha
餸	sung	song
餹	tong	tang
餺	bok	bo
餻	gou	gao
餼	hei	xi
餽	gwai	kui
餾	lau	liu
餿	sau suk saau	sou
饀	tou	tao
饁	jip	ye
饂	wan	wen
饃	mo	mo
饄	tong	tang
饅	maan	man
饆	bat	bi
饇	jyu	yu
饈	sau	xiu
饉	gan	jin
饊	saan	san
饋	gwai kwai	kui
饌	zaan syun zaang	zhuan
饍	sin	shan
饎	ci	xi
饏	daam	dan
饐	ji jik	yi
饑	gei	ji
饒	jiu	rao
饓	caang	cheng
饔	jung	yong
饕	tou	tao
饖	wai	wei
饗	hoeng	xiang
饘	zin	zhan
饙	fan pan	fen
饚	hoi	hai
饛	mung	meng
饜	jim	yan
饝	mo	mo
饞	caam	chan
饟	hoeng	xiang nang
饠	lo	luo
饡	zaan	zan
饢	nong long	nang
饣		shi
饤	ding	ding
饥	gei	ji
饦	tok	tuo
饧	cing tong	tang xing
饨	tan tyun	tun
饩	hei	xi
饪	jam jan	ren
饫	jyu	yu
饬	cik sik	chi
饭	faan bung	fan
饮	jam	yin
饯	zin	jian
饰	sik cik	shi
饱	baau	bao
饲	zi	si
饳	deot	duo
饴	ji zi	yi
饵	nei lei	er
饶	jiu	rao
饷	hoeng	xiang
饸	gaap hap	he
饹	lok	ge le
饺	gaau	jiao
饻	si	xi
饼	beng bing	bing
饽	but	bo
饾	dau	dou
饿	ngo o	e
馀	jyu	yu
馁	neoi leoi loi	nei
馂	zeon	jun
馃	gwo go	guo
馄	wan	hun
馅	haam	xian
馆	gun gwun	guan
馇	caa	cha zha
馈	gwai kwai	kui
馉	gwat	gu
馊	sau suk saau	sou
馋	caam	chan
馌	jip	ye
馍	mo	mo
馎	bok	bo
馏	lau	liu
馐	sau	xiu
馑	gan	jin
馒	maan	man
馓	saan	san
馔	zaan syun zaang	zhuan
馕	nong long	nang
首	sau	shou
馗	kwai	kui
馘	gwok gwik gok	guo
香	hoeng	xiang
馚	fan	fen
馛	bat	bo
馜	nei lei	ni
馝	bit bat	bi
馞	but	bo
馟	tou	tu
馠	ham	han
馡	fei	fei
馢	zin	jian
馣	am ngam	an
馤	oi ngoi	ai
馥	fuk	fu
馦	him	xian
馧	wan wat	yun wo
馨	hing	xin
馩	fan	fen
馪	pan	pin
馫	hing	xin
馬	maa	ma
馭	jyu	yu
馮	fung pang	feng ping
馯	hon	han
馰	dik	di
馱	to do	tuo duo
馲	tok lok	tuo zhe
馳	ci	chi
馴	seon ceon	xun
馵	zyu	zhu
馶	zi	zhi shi
馷	pui	pei
馸	jan	xin jin
馹	jat jik	ri
馺	saap	sa
馻	wan jin	yun
馼	man	wen
馽	zap	zhi
馾	daam	dan
馿	lou	lu
駀	jau	you
駁	bok	bo
駂	bou	bao
駃	kyut faai	kuai jue
駄	to	tuo duo
駅	jik	yi
駆	keoi	qu
駇	man	wen
駈	keoi	qu
駉	gwing	jiong
駊	po	po
駋	ziu ciu	zhao
駌	jyun	yuan
駍	pei paang	peng
駎	zau	zhou
駏	geoi	ju
駐	zyu	zhu
駑	nou lou	nu
駒	keoi	ju
駓	pei	pi
駔	zou cong zong	zang
駕	gaa	jia
駖	ling	ling
駗	can leon	zhen
駘	toi doi	tai dai
駙	fu	fu
駚	joeng	yang
駛	sai si	shi
駜	bat bit	bi
駝	to	tuo
駞	to	tuo
駟	si	si
駠	lau	liu
駡	maa	ma
駢	pin ping	pian
駣	tou	tao
駤	zi	zhi
駥	jung	rong
駦	tang	teng
駧	dung	dong
駨	seon	xun xuan
駩	cyun	quan
駪	san	shen
駫	gwing	jiong
駬	ji	er
駭	haai hoi	hai
駮	bok	bo
駯	zyu	zhu
駰	jan	yin
駱	lok	luo
駲	zau	zhou
駳	daan	dan
駴	haai	hai
駵	lau	liu
駶	guk	ju
駷	sung	song
駸	cam	qin
駹	mong	mang
駺	long loeng	liang lang
駻	hon	han
駼	tou	tu
駽	hyun gyun	xuan
駾	teoi	tui
駿	zeon	jun
騀	ngo o	e
騁	cing ping	cheng
騂	sing	xing
騃	ngoi daai ngaai	si
騄	luk	lu
騅	zeoi	zhui
騆	zau dung	zhou
騇	se	she
騈	pin ping	pian
騉	kwan	kun
騊	tou	tao
騋	loi	lai
騌	zung	zong
騍	fo	ke
騎	ke kei gei	qi
騏	kei	qi
騐	jim	yan
騑	fei	fei
騒	sou	sao
験	jim	yan
騔	got	ge
騕	jiu	yao
騖	mou	wu
騗	pin	pian
騘	cung	cong
騙	pin	pian
騚	cin	qian
騛	fei	fei
騜	wong	huang
騝	kin	qian
騞	waak faak	huo
騟	jyu	yu
騠	tai	ti
騡	cyun	quan
騢	haa	xia
騣	zung	zong
騤	kwai	kui
騥	jau	rou
騦	si	si
騧	waa gwaa	gua
騨	to	tuo
騩	gwai kwai	gui
騪	sau	sou
騫	hin	qian
騬	sing	cheng
騭	zat zik	zhi
騮	lau	liu
騯	paang	peng
騰	tang tan	teng
騱	hai	xi
騲	cou	cao
騳	duk	du
騴	aan ngaan	yan
騵	jyun	yuan
騶	zau	zou
騷	sou	sao
騸	sin	shan
騹	kei	qi
騺	zi	zhi
騻	soeng	shuang
騼	luk	lu
騽	zaap jap	xi
騾	leoi lo	luo
騿	zoeng	zhang
驀	mak maak	mo
驁	ngou ou	ao
驂	caam	can
驃	biu piu	piao
驄	cung	cong
驅	keoi	qu
驆	bit bat	bi
驇	ngai ai	zhi
驈	wat jyut leot	yu
驉	heoi	xu
驊	waa	hua
驋	but	bo
驌	suk	su
驍	hiu	xiao
驎	leon	lin
驏	zaan caan can	zhan
驐	deon	dun
驑	lau	liu
驒	to taan	tuo
驓	cang	ceng
驔	tim	dian
驕	giu	jiao
驖	tit	tie
驗	jim	yan
驘	leoi lo	luo
驙	zin taan	zhan
驚	geng ging	jing
驛	jik	yi
驜	jip	ye
驝	tok	tuo
驞	pan ban	pin
驟	zaau zau	zhou
驠	jin	yan
驡	lung	long
驢	lou leoi	lu
驣	tang	teng
驤	soeng	xiang
驥	kei gei	ji
驦	soeng	shuang
驧	guk	ju
驨	kwai	xi
驩	fun	huan
驪	lei	li
驫	biu	biao
马	maa	ma
驭	jyu	yu
驮	to do	tuo duo
驯	seon ceon	xun
驰	ci	chi
驱	keoi	qu
驲	jat jik	ri
驳	bok	bo
驴	lou leoi	lu
驵	zou cong zong	zang
驶	sai si	shi
驷	si	si
驸	fu	fu
驹	keoi	ju
驺	zau	zou
驻	zyu	zhu
驼	to	tuo
驽	nou lou	nu
驾	gaa	jia
驿	jik	yi
骀	toi doi	dai tai
骁	hiu	xiao
骂	maa	ma
骃	jan	yin
骄	giu	jiao
骅	waa	hua
骆	lok	luo
骇	haai hoi	hai
骈	pin ping	pian
骉	biu	biao
骊	lei	li
骋	cing ping	cheng
验	jim	yan
骍	sing	xing
骎	cam	qin
骏	zeon	jun
骐	kei	qi
骑	ke kei gei	qi
骒	fo	ke
骓	zeoi	zhui
骔	zung	zong
骕	suk	su
骖	caam	can
骗	pin	pian
骘	zat zik	zhi
骙	kwai	kui
骚	sou	sao
骛	mou	wu
骜	ngou ou	ao
骝	lau	liu
骞	hin	qian
骟	sin	shan
骠	biu piu	piao biao
骡	leoi lo	luo
骢	cung	cong
骣	zaan caan can	chan
骤	zaau zau	zhou
骥	kei gei	ji
骦	soeng	shuang
骧	soeng	xiang
骨	gwat	gu
骩	wai	wei
骪	wai	wei
骫	wai	wei
骬	jyu	yu
骭	gon haan	gan
骮	jik	yi
骯	ong kong hong	ang
骰	sik tau gu	tou
骱	gaai haai	jie
骲	baau	bao
骳	bei	bei mo
骴	ci zi	ci
骵	tai	ti
骶	dai	di
骷	fu	ku
骸	haai hoi	hai
骹	gaau haau	xiao qiao
骺	hau	hou
骻	kwaa	kua
骼	gaak	ge
骽	teoi	tui
骾	gang kang	geng
骿	pin	pian
髀	bei	bi
髁	fo kwaa	ke
髂	kaa	qia
髃	jyu ngau	yu
髄	seoi	sui
髅	lau lou	lou
髆	bok pok	bo
髇	haau hou	xiao
髈	bong	bang pang
髉	bok	bo jue
髊	ci zi	ci
髋	fun	kuan
髌	ban pan	bin
髍	mo	mo
髎	liu	liao
髏	lau lou	lou
髐	haau	xiao
髑	duk	du
髒	zong	zang
髓	seoi	sui
體	tai	ti
髕	ban pan	bin
髖	fun	kuan
髗	lou	lu
高	gou	gao
髙	gou	gao
髚	hiu	qiao
髛	hou	kao
髜	hiu haau	qiao
髝	lou	lao
髞	cou	sao
髟	biu	biao
髠	kwan	kun
髡	kwan	kun
髢	tai	di
髣	fong	fang
髤	jau	xiu
髥	jim	ran
髦	mou	mao
髧	daam dam	dan
髨	kwan	kun
髩	ban	bin
髪	faat	fa
髫	tiu	tiao
髬	pei	pi
髭	zi	zi
髮	faat fat	fa
髯	jim	ran
髰	tai	ti
髱	baau paau	bao
髲	bei	bi po
髳	maau mau	mao meng
髴	fat fai	fu
髵	ji	er
髶	jung ji	er
髷	kuk	qu
髸	gung	gong
髹	jau	xiu
髺	kut kwut	kuo yue
髻	gai	ji
髼	pung	peng
髽	zaa	zhua
髾	saau	shao
髿	so saa	sha
鬀	tai	ti
鬁	lei	li
鬂	ban	bin
鬃	zung cung	zong
鬄	tai tik	ti
鬅	pang pung	peng
鬆	sung	song
鬇	zang zaang	zheng
鬈	kyun lyun	quan
鬉	zung	zong
鬊	seon	shun
鬋	zin	jian
鬌	do ceoi	tuo
鬍	wu	hu
鬎	laat	la
鬏	zau cau	jiu
鬐	kei	qi
鬑	lim	lian
鬒	can zan	zhen
鬓	ban	bin
鬔	pung	peng
鬕	maa	ma
鬖	saam	san
鬗	mun maan	man
鬘	maan	man
鬙	zang sang	seng
鬚	sou	xu
鬛	lip	lie
鬜	haan	qian
鬝	haan	qian
鬞	nong nung long	nong
鬟	waan	huan
鬠	kut kui kwut	kuo
鬡	ning ling	ning
鬢	ban	bin
鬣	lip	lie
鬤	joeng	rang
鬥	dau	dou
鬦	dau	dou
鬧	naau laau	nao
鬨	hung hong	hong
鬩	jik hik	xi
鬪	dau	dou
鬫	ham haam	kan
鬬	dau	dou
鬭	dau	dou
鬮	gau kau	jiu
鬯	coeng	chang
鬰	wat	yu
鬱	wat	yu
鬲	lik ak gaak	ge li
鬳	jin gyun	yan
鬴	fu	fu
鬵	cam cim	xin
鬶	kwai	gui
鬷	zung	zong
鬸	lau	liu
鬹	kwai	gui
鬺	soeng	shang
鬻	juk zuk	yu
鬼	gwai	gui
鬽	mei mui	mei
鬾	gei	ji
鬿	kei	qi
魀	gaai	ga
魁	fui	kui
魂	wan	hun
魃	bat baat	ba
魄	paak tok bok	po
魅	mei mui	mei
魆	wat fat	xu
魇	jim jip	yan
魈	siu	xiao
魉	loeng	liang
魊	wik	yu
魋	teoi ceoi zeoi	tui
魌	hei	qi
魍	mong	wang
魎	loeng	liang
魏	ngai ai	wei
魐	gaam	gan
魑	ci lei	chi
魒	piu	piao
魓	bat	bi
魔	mo	mo
魕	kei	ji
魖	heoi	xu
魗	cau	chou
魘	jim jip	yan
魙	zim	zhan
魚	jyu	yu
魛	dou	dao
魜	jan	ren
魝	git	ji
魞	jap	ba
魟	hung gung	hong
魠	tok	tuo
魡	diu dik	diao
魢	gei	ji
魣	jyu	yu
魤	ngo faa o	e
魥	ngap ap	ji
魦	saa	sha
魧	hong gong	hang
魨	tyun	tun
魩	mut	mo
魪	gaai	jie
魫	sam	shen
魬	baan	ban
魭	jyun	yuan
魮	pei	pi
魯	lou	lu
魰	man	wen
魱	wu	hu
魲	lou	lu
魳	zaap	za
魴	fong	fang
魵	fan	fen
魶	naap laap	na
魷	jau	you
魸	pin	pian
魹	mou	mo
魺	ho go	he
魻	haap	xia
魼	keoi	qu
魽	haam ham	han
魾	pei	pi
魿	ling	ling
鮀	to	tuo
鮁	bat but	ba
鮂	cau	qiu
鮃	ping	ping
鮄	fat ping	fu
鮅	bit	bi
鮆	cai ci zai	ji ci
鮇	mei	wei
鮈	keoi geoi	ju
鮉	diu	diao
鮊	baak bat	bo ba
鮋	jau	you
鮌	gwan	gun
鮍	pei	pi
鮎	nim lim	nian
鮏	sing	xing
鮐	toi	tai
鮑	baau	bao
鮒	fu	fu
鮓	zaa	zha
鮔	geoi	ju
鮕	gu gwu	gu
鮖	sek	shi
鮗	dung	dong
鮘	doi	chou dai
鮙	taap	ta
鮚	git	jie
鮛	suk	shu
鮜	hau	hou
鮝	soeng	xiang
鮞	ji	er
鮟	on jin ngon	an
鮠	wai	wei
鮡	siu ziu	zhao
鮢	zyu	zhu
鮣	jan	yin
鮤	lit	lie
鮥	lok gaak gok	luo ge
鮦	tung zau	tong
鮧	ji tai	yi
鮨	ngai kei zi	yi
鮩	bing	bing
鮪	fui wai jau	wei
鮫	gaau	jiao
鮬	fu	ku
鮭	gwai waa haai	gui xie wa
鮮	sin	xian
鮯	gap	ge
鮰	wui	hui
鮱	lou	lao
鮲	fuk	fu
鮳	kaau	kao
鮴	jau	xiu
鮵	dyut	tuo
鮶	gwan	jun
鮷	tai	ti
鮸	min	mian
鮹	saau	shao
鮺	zaa	zha
鮻	so	suo
鮼	cam	qin
鮽	jyu	yu
鮾	neoi leoi	nei
鮿	zip	zhe
鯀	gwan kwan	gun
鯁	gang kang	geng
鯂	sou	su
鯃	ng m	wu
鯄	kau	qiu
鯅	saan	shan
鯆	pou bou	pu bu
鯇	waan	huan
鯈	jau tiu	tiao
鯉	lei	li
鯊	saa	sha
鯋	saa	sha
鯌	hou	kao
鯍	mang	meng
鯎	sing	cheng
鯏	lei	li
鯐	zau	zou
鯑	hei	xi
鯒	jung	yong
鯓	san	shen
鯔	zi	zi
鯕	kei	qi
鯖	cing zing zaang	qing
鯗	soeng	xiang
鯘	neoi leoi	nei
鯙	seon	chun
鯚	gwai	ji
鯛	diu	diao
鯜	cip	qie
鯝	gu gwu	gu
鯞	zau	zhou
鯟	dung	dong
鯠	loi	lai
鯡	fei	fei
鯢	ngai ai	ni
鯣	jik	yi si
鯤	kwan gwan	kun
鯥	luk	lu
鯦	gau cau oi	jiu
鯧	coeng	chang
鯨	king	jing
鯩	leon	lun
鯪	ling leng	ling
鯫	zau zip	zou
鯬	lei lai	li
鯭	maang	meng
鯮	zung	zong
鯯	zai	zhi
鯰	nim lim	nian
鯱	fu	hu
鯲	jyu	yu
鯳	dai	di
鯴	sat	shi
鯵	sam	shen
鯶	waan	huan
鯷	tai	ti
鯸	hau	hou
鯹	sing	xing
鯺	zyu	zhu
鯻	laat	la
鯼	zung	zong
鯽	zik zak	ji
鯾	bin	bian
鯿	bin	bian
鰀	waan	huan
鰁	cyun	quan
鰂	caak zak	zei
鰃	wai wui	wei
鰄	wai	wei
鰅	jyu jung	yu
鰆	ceon	chun
鰇	jau	rou
鰈	dip	die
鰉	wong	huang
鰊	lin	lian
鰋	jin	yan
鰌	cau	qiu
鰍	cau	qiu
鰎	gin	jian
鰏	bik	bi
鰐	ngok ok	e
鰑	joeng	yang
鰒	fuk	fu
鰓	soi saai	sai
鰔	gam zam	jian
鰕	haa	xia
鰖	to	tuo
鰗	wu	hu
鰘	sat	shi
鰙	joek	ruo
鰚	syun	xuan
鰛	wan	wen
鰜	gim	jian
鰝	hou	hao
鰞	wu	wu
鰟	pong fong	pang
鰠	sou	sao
鰡	lau	liu
鰢	maa	ma
鰣	si	shi
鰤	si	shi
鰥	gwaan	guan
鰦	zi	zi
鰧	tang	teng
鰨	taap taat dip	ta
鰩	jiu	yao
鰪	ap ngap	e
鰫	jung sung	yong
鰬	kin	qian
鰭	kei	qi
鰮	wan	wen
鰯	joek	ruo
鰰	san	shen
鰱	lin	lian
鰲	ngou ou	ao
鰳	lak laak	le
鰴	fai	hui
鰵	man	min
鰶	zai man	ji
鰷	tiu	tiao
鰸	keoi	qu
鰹	gin	jian
鰺	sam	shen
鰻	maan	man
鰼	zaap	xi
鰽	cau cou	qiu
鰾	piu biu	biao
鰿	zik	ji
鱀	kei gei	ji
鱁	zuk	zhu
鱂	zoeng	jiang
鱃	sau	xiu
鱄	zyun tyun	zhuan
鱅	jung sung	yong
鱆	zoeng zeon	zhang
鱇	hong	kang
鱈	syut	xue
鱉	bit	bie
鱊	wat leot	yu
鱋	keoi	qu
鱌	zoeng	xiang
鱍	but	bo
鱎	giu	jiao
鱏	cam	xun
鱐	suk sau	su
鱑	wong	huang
鱒	zyun zeon	zun
鱓	sin to	shan
鱔	sin	shan
鱕	faan	fan
鱖	gwai kyut	gui
鱗	leon	lin
鱘	cam	xun
鱙	jiu miu	yao
鱚	hei	xi
鱛	zang	zeng
鱜	hoeng	xiang
鱝	fan	fen
鱞	gwaan	guan
鱟	hau	hou
鱠	kui kwui	kuai
鱡	caak	zei
鱢	sou	sao
鱣	zin sin	zhan
鱤	gam	gan
鱥	gwai	gui
鱦	jing maang sing	ying
鱧	lai	li
鱨	soeng	chang
鱩	leoi	lei
鱪	syu	shu
鱫	oi ngoi	ai
鱬	jyu	ru
鱭	cai	ji
鱮	zeoi	xu
鱯	wu	hu
鱰	cyu	shu
鱱	lai	li
鱲	lip laap lap	lie
鱳	lik lok luk	le
鱴	mit	mie
鱵	zam	zhen
鱶	soeng	xiang
鱷	ngok ok	e
鱸	lou	lu
鱹	gun gwun	guan
鱺	lei	li
鱻	sin	xian
鱼	jyu	yu
鱽	dou	dao
鱾	gei	ji
鱿	jau	you
鲀	tyun	tun
鲁	lou	lu
鲂	fong	fang
鲃	baa bat	ba
鲄	ho go	he ge
鲅	bat but	ba
鲆	ping	ping
鲇	nim lim	nian
鲈	lou	lu
鲉	jau	you
鲊	zaa	zha
鲋	fu	fu
鲌	baak bat	ba bo
鲍	baau	bao
鲎	hau	hou
鲏	pei	pi
鲐	toi	tai
鲑	gwai waa haai	gui xie
鲒	git	jie
鲓	kaau	kao
鲔	fui wai jau	wei
鲕	ji	er
鲖	tung zau	tong
鲗	caak zak	zei
鲘	hau	hou
鲙	kui kwui	kuai
鲚	cai	ji
鲛	gaau	jiao
鲜	sin	xian
鲝	zaa	zha
鲞	soeng	xiang
鲟	cam	xun
鲠	gang kang	geng
鲡	lei	li
鲢	lin	lian
鲣	gin	jian
鲤	lei	li
鲥	si	shi
鲦	tiu	tiao
鲧	gwan kwan	gun
鲨	saa	sha
鲩	waan	huan
鲪	gwan	jun
鲫	zik zak	ji
鲬	jung	yong
鲭	cing zing zaang	qing zheng
鲮	ling leng	ling
鲯	kei	qi
鲰	zau zip	zou
鲱	fei	fei
鲲	kwan gwan	kun
鲳	coeng	chang
鲴	gu gwu	gu
鲵	ngai ai	ni
鲶	nim lim	nian
鲷	diu	diao
鲸	king	jing
鲹	sam	shen
鲺	sat	shi
鲻	zi	zi
鲼	fan	fen
鲽	dip	die
鲾	bik	bi
鲿	soeng	chang
鳀	tai	ti
鳁	wan	wen
鳂	wai wui	wei
鳃	soi saai	sai xi
鳄	ngok ok	e
鳅	cau	qiu
鳆	fuk	fu
鳇	wong	huang
鳈	cyun	quan
鳉	zoeng	jiang
鳊	bin	bian
鳋	sou	sao
鳌	ngou ou	ao
鳍	kei	qi
鳎	taap taat dip	ta
鳏	gwaan	guan
鳐	jiu	yao
鳑	pong fong	pang
鳒	gim	jian
鳓	lak laak	le
鳔	piu biu	biao
鳕	syut	xue
鳖	bit	bie
鳗	maan	man
鳘	man	min
鳙	jung sung	yong
鳚	wai	wei
鳛	zaap	xi
鳜	gwai kyut	jue gui
鳝	sin	shan
鳞	leon	lin
鳟	zyun zeon	zun
鳠	wu	hu
鳡	gam	gan
鳢	lai	li
鳣	zin sin	zhan shan
鳤	gun gwun	guan
鳥	niu diu liu	niao diao
鳦	jyut	yi
鳧	fu	fu
鳨	lik	li
鳩	gau kau	jiu
鳪	buk	bu
鳫	ngaan aan	yan
鳬	fu	fu
鳭	dou diu	diao zhao
鳮	gai	ji
鳯	fung	feng
鳰	jap	ru
鳱	gon hon	gan han yan
鳲	si	shi
鳳	fung	feng
鳴	ming	ming
鳵	bou	bao
鳶	jyun	yuan
鳷	zi	zhi
鳸	wu	hu
鳹	kam kim	qin
鳺	fu	fu gui
鳻	baan fan	ban fen
鳼	man	wen
鳽	gin hang zin	jian qian zhan
鳾	si	shi
鳿	juk	yu
鴀	fau	fou
鴁	jiu	yao
鴂	kyut gwik	jue
鴃	gwik kyut	jue
鴄	pat	pi
鴅	fun	huan
鴆	zam	zhen
鴇	bou	bao
鴈	ngaan aan	yan
鴉	aa ngaa	ya
鴊	zing	zheng
鴋	fong	fang
鴌	fung	feng
鴍	man	wen
鴎	au ngau	ou
鴏	dak	dai
鴐	gaa	jia
鴑	jyu	ru
鴒	ling	ling
鴓	bat mat mit	mie
鴔	fuk	fu
鴕	to	tuo
鴖	man	min
鴗	laap lap	li
鴘	bin	bian
鴙	zi	zhi
鴚	go gaa	ge
鴛	jyun jin	yuan
鴜	ci	ci
鴝	keoi	qu
鴞	hiu	xiao
鴟	ci	chi
鴠	daan	dan
鴡	zeoi	ju
鴢	jiu aau	yao
鴣	gu gwu	gu
鴤	zung	zhong
鴥	wat jyut	yu
鴦	joeng	yang
鴧	wat	yu
鴨	aap ngaap	ya
鴩	tit	die
鴪	wat	yu
鴫	tin	tian
鴬	ang ngang	ying
鴭	deoi	dui
鴮	wu	wu
鴯	ji	er
鴰	kut gwaat kwut	gua
鴱	ngaai aai	ai
鴲	zi	zhi
鴳	aan ngaan	yan
鴴	hang hong	heng
鴵	giu	xiao
鴶	gat git	jia
鴷	lit	lie
鴸	zyu	zhu
鴹	joeng	yang
鴺	ji tai	yi
鴻	hung	hong
鴼	lou	lu
鴽	jyu	ru
鴾	mau	mou
鴿	gaap gap	ge
鵀	jam	ren
鵁	gaau	jiao
鵂	jau	xiu
鵃	zau zaau	zhou
鵄	ci	chi
鵅	lok gaak	luo
鵆	hang	heng
鵇	nin lin	nian
鵈	diu	e
鵉	lyun	luan
鵊	gaap	jia
鵋	gei	ji
鵌	tou	tu
鵍	fun	huan
鵎	to	tuo
鵏	bou	bu
鵐	mou	wu
鵑	gyun	jian
鵒	juk	yu
鵓	but	bo
鵔	zeon seon	jun
鵕	zeon	jun
鵖	gip	bi
鵗	hei	xi
鵘	gwan	jun
鵙	gwik kyut	ju
鵚	tuk	tu
鵛	ging	jing
鵜	tai	ti
鵝	ngo o	e
鵞	ngo o	e
鵟	kwong kong	kuang
鵠	huk guk	hu
鵡	mou	wu
鵢	san	shen
鵣	laai	lai
鵤	gok	zan
鵥	pun	pan
鵦	luk	lu
鵧	pei	pi
鵨	syu	shu
鵩	fuk	fu
鵪	am ngam aan	an
鵫	zok zaau	zhuo
鵬	paang	peng
鵭	kam	qin
鵮	zaam daam	qian
鵯	bei pat	bei
鵰	diu	diao
鵱	luk	lu
鵲	zoek coek	que
鵳	gin	jian
鵴	guk	ju
鵵	tou	tu
鵶	aa ngaa	ya
鵷	jyun	yuan
鵸	kei	qi
鵹	lei	li
鵺	je	ye
鵻	zeoi	zhui
鵼	hung	kong
鵽	zyut	duo
鵾	kwan gwan	kun
鵿	sing	sheng
鶀	kei hei	qi
鶁	ging	jing
鶂	jik	yi
鶃	jik	yi
鶄	zing	jing
鶅	zi	zi
鶆	loi	lai
鶇	dung	dong
鶈	cai	qi
鶉	ceon seon	chun
鶊	gang	geng
鶋	geoi	ju
鶌	gwat	qu
鶍	ji	yi
鶎	zung	zun
鶏	gai	ji
鶐	wat seot	shu
鶑	ang ngang	ying
鶒	cik	chi
鶓	miu	miao
鶔	jau	rou
鶕	am ngam	an
鶖	cau	qiu
鶗	tai	ti chi
鶘	wu	hu
鶙	tai	ti chi
鶚	ngok ok	e
鶛	gaai	jie
鶜	maau	mao
鶝	fuk bik	fu bi
鶞	ceon	chun
鶟	dat	tu
鶠	jin aan ngaan	yan
鶡	hot	he jie
鶢	wun jyun	yuan
鶣	pin bin	pian bian
鶤	kwan gwan	kun
鶥	mei	mei
鶦	wu	hu
鶧	jing	ying
鶨	cyun deon zi	chuan zhi
鶩	mou	wu
鶪	gwik kyut	ju
鶫	gaan	dong
鶬	cong coeng	cang qiang
鶭	fong	fang
鶮	hok	he hu
鶯	ang ngang	ying
鶰	jyun	yuan
鶱	hin	xian
鶲	jung	weng
鶳	si	shi
鶴	hok	he
鶵	co	chu
鶶	tong	tang
鶷	hat	xia
鶸	joek	ruo
鶹	lau	liu
鶺	zik zek	ji
鶻	gwat wat	gu hu
鶼	gim	jian
鶽	zeon	sun xun
鶾	hon	han
鶿	ci	ci
鷀	ci	ci
鷁	jik	yi
鷂	jiu	yao
鷃	aan ngaan	yan
鷄	gai	ji
鷅	leot	li
鷆	tin	tian
鷇	kau gau	kou
鷈	tai	ti
鷉	tai	ti
鷊	jik	yi
鷋	tou	tu
鷌	maa	ma
鷍	hiu	xiao
鷎	gou	gao
鷏	tin	tian
鷐	san	chen
鷑	gap kap	ji
鷒	tyun	tuan
鷓	ze	zhe
鷔	ngou ou	ao
鷕	jiu wai	yao
鷖	ji ai	yi
鷗	au ngau	ou
鷘	cik	chi
鷙	zi	zhi
鷚	lau	liu
鷛	jung	yong
鷜	leoi lau	lou lu
鷝	bat	bi
鷞	soeng	shuang
鷟	zok zuk	zhuo
鷠	jyu	yu
鷡	mou	wu
鷢	kyut	jue
鷣	jam jiu	yin
鷤	tai dai taan	ti
鷥	si	si
鷦	ziu	jiao
鷧	ji	yi
鷨	waa	hua
鷩	bai bit	bi
鷪	ang ngang	ying
鷫	suk	su
鷬	wong	huang
鷭	faan	fan
鷮	giu	jiao
鷯	liu	liao
鷰	jin	yan
鷱	gou	gao
鷲	zau	jiu
鷳	haan	xian
鷴	haan	xian
鷵	tou	tu
鷶	maai	mai
鷷	zeon	zun
鷸	wat jyut leot	yu
鷹	jing	ying
鷺	lou	lu
鷻	tyun	tuan
鷼	haan	xian
鷽	hok	xue
鷾	ji	yi
鷿	pik	pi
鸀	suk zuk zok	zhu
鸁	lo	luo
鸂	kai	xi
鸃	ji	yi
鸄	gik	ji
鸅	zaak	ze
鸆	jyu	yu
鸇	zin	zhan
鸈	jip	ye
鸉	joeng	yang
鸊	pik	pi
鸋	ning ling	ning
鸌	wok	hu
鸍	mei si	mi
鸎	ang ngang	ying
鸏	mung	meng
鸐	dik	di
鸑	ngok ok	yue
鸒	jyu	yu
鸓	leoi	lei
鸔	buk bok bou	bu
鸕	lou	lu
鸖	hok	he
鸗	lung	long
鸘	soeng	shuang
鸙	joek	yue
鸚	jing	ying
鸛	gun gwun	guan
鸜	keoi	qu
鸝	lei	li
鸞	lyun	luan
鸟	niu diu liu	niao
鸠	gau kau	jiu
鸡	gai	ji
鸢	jyun	yuan
鸣	ming	ming
鸤	si	shi
鸥	au ngau	ou
鸦	aa ngaa	ya
鸧	cong coeng	cang
鸨	bou	bao
鸩	zam	zhen
鸪	gu gwu	gu
鸫	dung	dong
鸬	lou	lu
鸭	aap ngaap	ya
鸮	hiu	xiao
鸯	joeng	yang
鸰	ling	ling
鸱	ci	chi
鸲	keoi	qu
鸳	jyun jin	yuan
鸴	hok ang ngang	xue
鸵	to	tuo
鸶	si	si
鸷	zi	zhi
鸸	ji	er
鸹	kut gwaat kwut	gua
鸺	jau	xiu
鸻	hang hong	heng
鸼	zau zaau	zhou
鸽	gap gaap	ge
鸾	lyun	luan
鸿	hung	hong
鹀	mou	wu
鹁	but	bo
鹂	lei	li
鹃	gyun	juan
鹄	huk guk	hu gu
鹅	ngo o	e
鹆	juk	yu
鹇	haan	xian
鹈	tai	ti
鹉	mou	wu
鹊	zoek coek	que
鹋	miu	miao
鹌	am ngam aan	an
鹍	kwan gwan	kun
鹎	bei pat	bei
鹏	paang	peng
鹐	zaam daam	qian
鹑	seon ceon	chun
鹒	gang	geng
鹓	jyun	yuan
鹔	suk	su
鹕	wu	hu
鹖	hot	he
鹗	ngok ok	e
鹘	gwat wat	hu gu
鹙	cau	qiu
鹚	ci	ci
鹛	mei	mei
鹜	mou	wu
鹝	jik	yi
鹞	jiu	yao
鹟	jung	weng
鹠	lau	liu
鹡	zik zek	ji
鹢	jik	yi
鹣	gim	jian
鹤	hok	he
鹥	ji ai	yi
鹦	jing	ying
鹧	ze	zhe
鹨	lau	liu
鹩	liu	liao
鹪	ziu	jiao
鹫	zau	jiu
鹬	wat leot neot	yu
鹭	lou	lu
鹮	syun waan	huan
鹯	zin	zhan
鹰	jing	ying
鹱	wok	hu
鹲	mung	meng
鹳	gun gwun	guan
鹴	soeng	shuang
鹵	lou	lu
鹶	ging	jin
鹷	ling	ling
鹸	gaan	jian
鹹	haam	xian
鹺	co	cuo
鹻	gaan	jian
鹼	gaan	jian
鹽	jim	yan
鹾	co	cuo
鹿	luk	lu
麀	jau	you
麁	cou	cu
麂	gei geng	ji
麃	biu piu paau	biao pao
麄	cou	cu
麅	paau	pao
麆	cyu	zhu cu
麇	gwan kwan	jun qun
麈	zyu	zhu
麉	gin	jian
麊	mei mai	mi
麋	mei mai	mi
麌	jyu	yu
麍	lau	liu
麎	san	chen
麏	gwan	jun
麐	leon	lin
麑	ngai ai	ni
麒	kei	qi
麓	luk	lu
麔	kau	jiu
麕	gwan kwan	jun qun
麖	ging geng	jing
麗	lai lei	li
麘	hoeng	xiang
麙	ngaam haam aam	xian
麚	gaa	jia
麛	mai ngai	mi
麜	leot	li
麝	se	she
麞	zoeng	zhang
麟	leon	lin
麠	ging	jing
麡	cai	qi
麢	ling	ling
麣	ngaam aam	yan
麤	cou	cu
麥	mak maak	mai
麦	mak maak	mai
麧	hat	he
麨	ciu	chao
麩	fu	fu
麪	min	mian
麫	min	mian
麬	fu	fu
麭	paau	pao
麮	heoi	qu
麯	kuk guk	qu
麰	mau	mou
麱	fu	fu
麲	haan	xian
麳	loi	lai
麴	kuk guk	qu
麵	min	mian
麶	ci nim	chi
麷	fung	feng
麸	fu	fu
麹	kuk guk	qu
麺	min	mian
麻	maa	ma
麼	mo maa	mo me
麽	mo	mo me ma
麾	fai	hui
麿	leoi	mi mo
黀	zau	zou
黁	nyun lyun	
黂	fan	fen
黃	wong	huang
黄	wong	huang
黅	gam	jin
黆	gwong gong	guang
黇	tim tin	tian
黈	tau	tou
黉	hung waang	hong
黊	waa	hua
黋	kong kwong	kuang
黌	hung waang	hong
黍	syu	shu
黎	lai	li
黏	nim lim zim	nian
黐	ci	chi
黑	hak haak	hei
黒	hak	hei
黓	jik	yi
黔	kim	qian
黕	dam	dan
黖	hei	xi
黗	tan	tun
默	mak	mo
黙	mak	mo
黚	kim gam	qian
黛	doi	dai
黜	zeot ceot zyut	chu
黝	jau	you
點	dim	dian
黟	ji	yi
黠	kit hat waat	xia
黡	jim	yan
黢	zeot ceot	qu
黣	mui	mei
黤	am jim ngam	yan
黥	king	qing
黦	wat jit jyut	yue
黧	lai	li
黨	dong tong	dang
黩	duk	du
黪	caam	can
黫	jan	yan
黬	am ngam	yan
黭	am jim ngam	yan
黮	dam daam taam	dan shen
黯	am ngam	an
黰	can zan	zhen yan
黱	doi	dai
黲	caam	can
黳	ji	yi
黴	mei mui	mei
黵	daam zaam zin	dan zhan
黶	jim	yan
黷	duk	du
黸	lou	lu
黹	zi	zhi
黺	fan	fen
黻	fat	fu
黼	fu	fu
黽	man maang min	min
黾	man maang min	mian min meng
黿	jyun	yuan
鼀	cuk	cu
鼁	heoi	qu
鼂	ciu ziu	chao zhao
鼃	waa	wa
鼄	zyu	zhu
鼅	zi	zhi
鼆	man mang	meng
鼇	ngou ou	ao
鼈	bit	bie
鼉	to	tuo
鼊	bik	bi
鼋	jyun	yuan
鼌	ciu ziu	chao
鼍	to	tuo
鼎	ding	ding
鼏	mik	mi
鼐	naai noi laai	nai
鼑	ding	ding
鼒	zi	zi
鼓	gu gwu	gu
鼔	gu gwu	gu
鼕	dung tung	dong
鼖	fan	fen
鼗	tou	tao
鼘	jyun	yuan
鼙	pei	pi
鼚	coeng	chang
鼛	gou	gao
鼜	cik	cao
鼝	jyun	yuan
鼞	tong	tang
鼟	tang dang	teng
鼠	syu	shu
鼡	lip	shu
鼢	fan	fen
鼣	fai	fei
鼤	man	wen
鼥	bat	ba
鼦	diu	diao
鼧	to	tuo
鼨	zung	zhong
鼩	keoi	qu
鼪	sang saang	sheng
鼫	sek	shi
鼬	jau	you
鼭	si	shi
鼮	ting	ting
鼯	ng m	wu
鼰	gwik	ju
鼱	zing cing	jing
鼲	wan	hun
鼳	gwik	ju
鼴	jin	yan
鼵	dat	tu
鼶	si tai	si
鼷	hai	xi
鼸	jim him	xian
鼹	jin	yan
鼺	leoi	lei
鼻	bei bat	bi
鼼	jiu	yao
鼽	kau	qiu
鼾	hon	han
鼿	ngat at	wu
齀	ngat fui at	wu
齁	hau	hou
齂	haai hei	xie
齃	aat ngaat	e
齄	zaa	zha
齅	cau hung	xiu
齆	ung ngung	weng
齇	zaa	zha
齈	nung lung	nong
齉	nong long	nang
齊	cai zaai zi	qi zhai
齋	zaai	zhai
齌	zai cai	ji
齍	zi	zi
齎	zai zi cai	ji
齏	zai	ji
齐	cai zaai zi	qi ji zi
齑	zai	ji
齒	ci	chi
齓	can	chen
齔	can	chen
齕	hat ngaat aat	he
齖	ngaa aa	ya
齗	ngan an	yin
齘	haai	xie
齙	baau paau	bao
齚	zaak	ze
齛	sit	xie
齜	zi caai ci	zi
齝	ci si	chi
齞	jin	yan
齟	zeoi zaa	ju
齠	tiu	tiao
齡	ling	ling
齢	ling	ling
齣	ceot	chu
齤	kyun	quan
齥	sit	xie
齦	ngan han hang	yin
齧	ngit jit ngaat	nie
齨	kau	jiu
齩	ngaau aau	yao
齪	cuk	chuo
齫	wan kwan	yun
齬	jyu	yu
齭	co	chu
齮	ji ngai gi	yi
齯	ngai ai	ni
齰	zaak zaa	ze
齱	cuk zau	zou
齲	geoi	qu
齳	wan	yun
齴	jin ngaan aan	yan
齵	jyu	yu
齶	ngok ok	e
齷	ak aak ngaak	wo
齸	jik jat	yi
齹	ci co	ci
齺	zau	zou
齻	din	dian
齼	co	chu
齽	gam	jin
齾	aat aa ngaa	ya
齿	ci	chi
龀	can	chen
龁	hat aat ngaat	he
龂	ngan an	yin ken yan
龃	zeoi zaa	ju
龄	ling	ling
龅	baau paau	bao
龆	tiu	tiao
龇	zi caai ci	zi
龈	ngan hang an	yin ken
龉	jyu	yu
龊	cuk	chuo
龋	geoi	qu
龌	ak aak ngaak	wo
龍	lung	long
龎	pong	pang
龏	gung	gong wo
龐	pong lung	pang
龑	jim jin	yan
龒	lung	long
龓	lung	long
龔	gung	gong
龕	am ham	kan
龖	daap	da
龗	ling	ling
龘	daap	da
龙	lung	long
龚	gung	gong
龛	ham am	kan
龜	gwai gau gwan	gui jun qiu
龝	cau	qiu
龞	bit	bie
龟	gwai gau gwan	gui jun qiu
龠	joek	yue
龡	ceoi	chui
龢	wo	he
龣	gok	jiao
龤	haai	xie
龥	jyu joek	
龦	soeng	
龧	syu	
龨	zeoi	
龩	gan	
龪	jan	
龫	gon	
龬	mong	
龭	ji	
龮	jik	
龯	mou	
鿍		gang
鿎	daat	da ta
鿏	faan	mai
鿐	zau	
鿔	go	
兀	ngat at	
嗀	hok fo	
$readings$, E'\n') AS line
 WHERE line <> '';
ANALYZE "cjk_reading";

-- Rows written before this migration get their search columns now.
UPDATE "contact" SET "search_text" = "search_text";
