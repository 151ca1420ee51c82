/**
 * Titles in other languages and scripts, read as the matcher reads English ones.
 *
 * Marketplaces in every country sell the same items, and imported listings keep their titles: a
 * buyer reads "Rucksack", "Kopfhörer", "Aquarelle", "ブラック" as the kind of item and the colour
 * they are. Each meaning is written once, its English word first and the other languages' words
 * beside it (German, French, Spanish, Italian, Dutch, Polish, Swedish; Japanese and Korean loan
 * words and kanji); `normalise` (words.ts) writes every title and mention with the English word,
 * so the rules for kinds, colours, sizes and packs read them unchanged. German compounds are read
 * by their head ("Interdental·bürsten" interdental brushes, "Hunde·spielzeug" dog toy).
 *
 * What stays out of reach: a product's own name written in another script than the mention
 * (katakana "ルンバ" for "Roomba", hangul "신라면" for "Shin Ramyun"); only the kind, colour, pack
 * and condition words below are read in those scripts.
 */

/**
 * English meaning, then the same word in other Latin-script languages (lowercase; accents and ß
 * are read as `normalise` writes them, "bürste" as "burste"); words joined by "_" are one phrase.
 */
const LATIN_MEANINGS: readonly (readonly [string, string])[] = [
  // Kinds of item.
  ["backpack", "rucksack rucksacke ruckack sac_a_dos mochila zaino rugzak plecak ryggsack"],
  ["tote bag", "sac_cabas cabas"],
  ["headphones", "kopfhorer casque_audio auriculares cuffie koptelefoon sluchawki horlurar"],
  ["earphones", "ohrhorer ecouteurs auricolari oordopjes"],
  ["toothbrush", "zahnburste brosse_a_dents cepillo_de_dientes spazzolino tandenborstel szczoteczka tandborste"],
  ["brush", "burste bursten brosse cepillo spazzola borstel szczotka borste"],
  ["mascara", "wimperntusche"],
  ["chefs knife", "kochmesser couteau_de_chef cuchillo_de_chef coltello_da_chef koksmes"],
  ["knife", "couteau cuchillo coltello"],
  ["pruners", "gartenschere rebschere baumschere secateur secateurs tijeras_de_podar forbici_da_potatura snoeischaar"],
  ["scissors", "schere ciseaux tijeras forbici"],
  ["pliers", "zange pince alicates pinze"],
  ["toy", "spielzeug jouet juguete giocattolo speelgoed zabawka leksak"],
  ["dogs", "hund hunde chien chiens perro perros cani hond honden"],
  ["cats", "katze katzen chats gato gatos gatto gatti"],
  ["candle", "kerze bougie candela kaars swieca"],
  ["batteries", "batterien pilas batterijen baterie"],
  ["mount", "halterung"],
  ["bike", "fahrrad velo bicicleta bici fiets cykel"],
  ["baby carrier", "babytrage tragesystem porte_bebe portabebes marsupio draagzak nosidlo"],
  ["carrier", "trage"],
  ["shoes", "schuhe chaussures zapatos zapatillas scarpe schoenen buty skor"],
  ["running shoes", "laufschuhe chaussures_de_running zapatillas_de_running scarpe_da_corsa hardloopschoenen"],
  ["watch", "uhr armbanduhr montre reloj orologio horloge zegarek klocka"],
  ["bracelet", "armband armbander bracciale pulsera"],
  ["chain", "kette chaine cadena catena ketting lancuszek"],
  ["snake", "schlange schlangen serpent serpiente serpente"],
  ["watercolors", "aquarell aquarelle aquarellfarben acuarela acuarelas acquerello acquerelli aquarelverf"],
  ["half", "halbe halben demi"],
  ["pans", "napfchen godets godet"],
  ["pocket", "poche tasca bolsillo"],
  ["box", "boite schachtel caja scatola doos pudelko"],
  ["jar", "bocal tarro barattolo"],
  ["in a jar", "im_glas en_verre"],
  ["pressure cooker", "schnellkochtopf autocuiseur cocotte_minute olla_a_presion pentola_a_pressione snelkookpan"],
  ["frying pan", "pfanne poele sarten padella koekenpan patelnia"],
  ["pot", "topf kochtopf"],
  ["kettle", "wasserkocher bouilloire hervidor bollitore waterkoker czajnik"],
  ["coffee", "kaffee cafe caffe koffie kawa kaffe"],
  ["beans", "bohnen en_grains granos grani bonen ziarnista"],
  ["tea", "thee herbata"],
  ["salt", "salz sel"],
  ["sea", "meer"],
  ["flakes", "flocken flocons escamas fiocchi vlokken"],
  ["raspberry", "himbeere himbeeren framboise framboises frambuesa lampone lamponi framboos"],
  ["strawberry", "erdbeere erdbeeren fraise fraises fresa fragola fragole aardbei"],
  ["preserves", "konfiture confiture mermelada confettura"],
  ["chocolate", "schokolade chocolat cioccolato chocolade czekolada choklad"],
  ["cream", "creme crema krem"],
  ["care", "soin pflege cuidado cura"],
  ["universal", "universel universal universale"],
  ["35mm film", "kleinbildfilm"],
  ["black and white film", "schwarzweissfilm"],
  ["film", "filme pellicola pelicula"],
  ["lens", "objektiv objectif objetivo obiettivo"],
  ["keyboard", "tastatur clavier teclado tastiera toetsenbord klawiatura tangentbord"],
  ["mouse", "maus souris raton mysz"],
  ["charger", "ladegerat chargeur cargador caricatore oplader ladowarka laddare"],
  ["power bank", "powerbank"],
  ["power strip", "steckdosenleiste multiprise regleta ciabatta stekkerdoos"],
  ["pressure washer", "hochdruckreiniger nettoyeur_haute_pression hidrolimpiadora idropulitrice hogedrukreiniger"],
  ["splitting axe", "spaltaxt"],
  ["axe", "axt hache hacha ascia bijl siekiera yxa"],
  ["roof box", "dachbox coffre_de_toit cofre_de_techo box_da_tetto dakkoffer"],
  ["chimney starter", "anzundkamin"],
  ["bowl", "schussel saladier cuenco ciotola kom miska"],
  ["mixing bowl", "ruhrschussel"],
  ["measuring cups", "messbecher"],
  ["sieve", "sieb passoire colador colino zeef"],
  ["piece", "teilig piezas pezzi delig"],
  ["blade", "klinge lame hoja lama"],
  ["teether", "beissring jouet_de_dentition mordedor massaggiagengive bijtring"],
  ["mask", "maske masque mascarilla maschera masker maska"],
  ["eye mask", "augenmaske masque_pour_les_yeux"],
  ["sunscreen", "sonnencreme creme_solaire protector_solar crema_solare zonnebrand"],
  ["toothpaste", "zahnpasta dentifrice pasta_de_dientes dentifricio tandpasta"],
  ["vacuum cleaner", "staubsauger aspirateur aspiradora aspirapolvere stofzuiger odkurzacz dammsugare"],
  ["coffee machine", "kaffeemaschine cafetiere cafetera macchina_da_caffe koffiezetapparaat"],
  ["grinder", "muhle moulin molinillo macinino molen mlynek kvarn"],
  ["bottle", "flasche bouteille botella bottiglia fles butelka flaska"],
  ["water bottle", "trinkflasche gourde borraccia drinkfles"],
  ["mug", "becher"],
  ["cup", "tasse taza tazza kopje kubek kopp"],
  ["lamp", "lampe lampara lampada"],
  ["light", "leuchte"],
  ["pillow", "kissen oreiller almohada cuscino kussen poduszka kudde"],
  ["blanket", "decke couverture coperta deken koc filt"],
  ["towel", "handtuch toalla asciugamano handdoek recznik handduk"],
  ["jacket", "jacke veste chaqueta giacca jas kurtka jacka"],
  ["rain jacket", "regenjacke"],
  ["soft footbed", "weichbettung"],
  ["camera strap", "kameragurt"],
  ["travel", "reise"],
  ["ultimate clean", "ultimative_reinigung"],
  ["down jacket", "daunenjacke doudoune chaqueta_de_plumas piumino donsjas"],
  ["coat", "manteau abrigo cappotto"],
  ["socks", "socken chaussettes calcetines calzini sokken skarpety strumpor"],
  ["sunglasses", "sonnenbrille lunettes_de_soleil gafas_de_sol occhiali_da_sole zonnebril okulary_przeciwsloneczne"],
  ["glasses", "brille lunettes gafas occhiali bril okulary"],
  ["helmet", "casco kask"],
  ["tent", "zelt tente tienda_de_campana tenda namiot talt"],
  ["sleeping bag", "schlafsack sac_de_couchage saco_de_dormir sacco_a_pelo slaapzak spiwor sovsack"],
  ["drill", "bohrmaschine perceuse taladro trapano boormachine wiertarka borrmaskin"],
  ["drill driver", "akkuschrauber bohrschrauber perceuse_visseuse taladro_atornillador trapano_avvitatore"],
  ["screwdriver", "schraubendreher schraubenzieher tournevis destornillador cacciavite schroevendraaier"],
  ["saw", "scie zaag"],
  ["notebook", "notizbuch cahier cuaderno quaderno notitieboek"],
  ["colored pencils", "buntstifte farbstifte crayons_de_couleur lapices_de_colores matite_colorate kleurpotloden kredki"],
  ["pencil", "bleistift lapiz matita potlood olowek"],
  ["pen", "kugelschreiber stylo boligrafo penna dlugopis"],
  ["fountain pen", "fullhalter fullfederhalter stylo_plume pluma_estilografica penna_stilografica vulpen"],
  ["highlighter", "textmarker surligneur evidenziatore markeerstift"],
  ["sticky notes", "haftnotizen"],
  ["board game", "brettspiel gesellschaftsspiel jeu_de_societe juego_de_mesa gioco_da_tavolo bordspel"],
  ["game", "spiel jeu juego gioco spel"],
  ["diapers", "windeln panales pannolini luiers pieluchy blojor"],
  ["stroller", "kinderwagen poussette cochecito passeggino wozek barnvagn"],
  ["dog food", "hundefutter croquettes_pour_chien pienso_para_perros crocchette_per_cani hondenvoer"],
  ["cat food", "katzenfutter croquettes_pour_chat pienso_para_gatos crocchette_per_gatti kattenvoer"],
  ["food", "futter"],
  ["leash", "leine laisse correa guinzaglio riem smycz koppel"],
  ["collar", "halsband"],
  ["necklace", "halskette collana naszyjnik"],
  ["earrings", "ohrringe boucles_d_oreilles pendientes orecchini oorbellen kolczyki orhangen"],
  ["perfume", "profumo perfumy"],
  ["lipstick", "lippenstift rouge_a_levres pintalabios rossetto pomadka lappstift"],
  ["shaver", "rasierer rasoir afeitadora rasoio scheerapparaat golarka rakapparat"],
  ["hair dryer", "haartrockner fohn seche_cheveux secador_de_pelo asciugacapelli haardroger suszarka harfon"],
  ["scale", "waage bascula bilancia weegschaal waga"],
  ["speaker", "lautsprecher enceinte altavoz altoparlante luidspreker glosnik hogtalare"],
  ["microphone", "mikrofon microfono microfoon"],
  [
    "wireless",
    "kabellos kabellose kabellosen sans_fil inalambrico inalambricos senza_fili draadloos draadloze bezprzewodowy bezprzewodowe tradlos tradlosa",
  ],
  ["waterproof", "wasserdicht etanche impermeable impermeabile waterdicht wodoodporny vattentat"],
  ["stainless steel", "edelstahl inox acier_inoxydable acero_inoxidable acciaio_inox roestvrij_staal stal_nierdzewna rostfritt"],
  ["natural rubber", "naturkautschuk caoutchouc_naturel caucho_natural gomma_naturale natuurrubber"],
  ["induction", "induktion induccion induzione inductie indukcja"],
  ["compact", "kompakt kompakte kompakten"],
  ["multicolor", "mehrfarbig multicolore multicolor veelkleurig"],
  ["whole beans", "in_grani en_grains en_grano ganze_bohnen ganze_bohne in_chicchi"],
  ["scented", "duft"],
  ["chain", "glieder"],
  ["air fryer", "heissluftfritteuse friteuse_sans_huile freidora_de_aire friggitrice_ad_aria airfryer"],
  ["blender", "standmixer licuadora frullatore"],
  ["toaster", "grille_pain tostadora tostapane broodrooster"],
  ["cutting board", "schneidebrett planche_a_decouper tabla_de_cortar tagliere snijplank"],
  ["insulated bottle", "thermosflasche isolierflasche bouteille_isotherme termo botella_termica borraccia_termica"],
  ["smartwatch", "montre_connectee reloj_inteligente orologio_intelligente"],
  ["hair straightener", "glatteisen haarglatter lisseur plancha_de_pelo piastra_per_capelli"],
  ["curling iron", "lockenstab fer_a_boucler rizador arricciacapelli"],
  ["electric toothbrush", "elektrische_zahnburste brosse_a_dents_electrique cepillo_de_dientes_electrico spazzolino_elettrico"],
  ["shower gel", "duschgel gel_douche gel_de_ducha bagnoschiuma"],
  ["mattress", "matratze matelas colchon materasso matras"],
  ["rug", "teppich tapis alfombra tappeto vloerkleed"],
  ["bedding", "bettwasche linge_de_lit ropa_de_cama biancheria_da_letto beddengoed"],
  ["pot", "olla"],
  ["razor", "nassrasierer"],
  ["sleeping pad", "isomatte isomatten matelas_autogonflant esterilla_autohinchable materassino"],
  ["air mattress", "luftmatratze matelas_gonflable colchon_hinchable materasso_gonfiabile"],
  ["harmonica", "mundharmonika harmonica armonica armonica_a_bocca"],
  ["swiss army knife", "couteau_suisse schweizer_taschenmesser navaja_suiza coltellino_svizzero zwitsers_zakmes"],
  ["pocket knife", "taschenmesser couteau_de_poche navaja coltellino zakmes"],
  ["short sleeve", "kurzarm manches_courtes manga_corta manica_corta korte_mouw"],
  ["long sleeve", "langarm manches_longues manga_larga manica_lunga lange_mouw"],
  ["hoodie", "kapuzenpullover sweat_a_capuche sudadera_con_capucha felpa_con_cappuccio"],
  ["boots", "stiefel bottes botas stivali laarzen"],
  ["gloves", "handschuhe gants guantes guanti handschoenen rekawiczki"],
  ["scarf", "schal echarpe bufanda sciarpa sjaal"],
  ["sneakers", "turnschuhe baskets zapatillas_deportivas scarpe_da_ginnastica"],
  ["razor", "rasierer rasoir rasoio maquinilla scheermes"],
  ["razor blades", "rasierklingen lames_de_rasoir cuchillas_de_afeitar lamette"],
  ["wet", "nass"],
  ["sandals", "sandalen sandales sandalias sandali"],
  ["suede", "veloursleder wildleder daim ante scamosciato"],
  ["leather", "leder cuir cuero pelle leer skora"],
  ["tool", "werkzeug outil herramienta utensile gereedschap"],
  ["water", "wasser"],
  ["pump", "pumpe pumpen pompe bomba pompa"],
  ["high tech", "hightech"],
  ["hair", "haar haare cheveux pelo capelli"],
  ["long", "lang lange langem langen langer langes"],
  ["aa", "mignon"],
  ["aaa", "micro_batterien"],
  ["tomato", "tomate tomaten pomodoro pomodori"],
  // Portuguese, and kinds most languages share a word for.
  ["toothbrush", "escova_de_dentes"],
  ["brush", "escova"],
  ["knife", "faca"],
  ["scissors", "tesoura"],
  ["pliers", "alicate"],
  ["toy", "brinquedo"],
  ["shoes", "sapatos"],
  ["watch", "relogio"],
  ["bracelet", "pulseira"],
  ["bottle", "garrafa"],
  ["pillow", "travesseiro"],
  ["blanket", "cobertor"],
  ["towel", "toalha"],
  ["jacket", "jaqueta"],
  ["socks", "meias"],
  ["sunglasses", "oculos_de_sol"],
  ["glasses", "oculos"],
  ["helmet", "capacete"],
  ["drill", "furadeira"],
  ["notebook", "caderno"],
  ["pencil", "lapis"],
  ["pen", "caneta"],
  ["game", "jogo"],
  ["board game", "jogo_de_tabuleiro"],
  ["diapers", "fraldas"],
  ["stroller", "carrinho_de_bebe"],
  ["hair dryer", "secador_de_cabelo"],
  ["scale", "balanca"],
  ["vacuum cleaner", "aspirador"],
  ["kettle", "chaleira"],
  ["frying pan", "frigideira"],
  ["pressure cooker", "panela_de_pressao"],
  ["pot", "panela"],
  ["blender", "liquidificador"],
  ["toaster", "torradeira"],
  ["mattress", "colchao"],
  ["rug", "tapete"],
  ["leather", "couro"],
  ["gloves", "luvas"],
  ["charger", "carregador"],
  ["camera", "kamera camara fotocamera appareil_photo"],
  ["instant camera", "sofortbildkamera appareil_photo_instantane camara_instantanea fotocamera_istantanea"],
  ["instant", "sofortbild"],
  ["phone", "telefon telefono telefone telefoon"],
  ["laptop", "portatil ordinateur_portable computer_portatile"],
  ["printer", "drucker imprimante impresora stampante impressora drukarka skrivare"],
  ["suitcase", "koffer valise maleta valigia walizka resvaska"],
  ["wallet", "geldborse portemonnaie portefeuille cartera portafoglio carteira portfel planbok"],
  ["belt", "gurtel ceinture cinturon cinto pasek"],
  ["hat", "mutze casquette gorra cappello chapeu"],
  ["dress", "kleid vestido vestito jurk sukienka klanning"],
  ["shirt", "hemd chemise camisa camicia overhemd koszula skjorta"],
  ["trousers", "pantalon pantalones pantaloni calca broek spodnie byxor"],
  ["sweater", "maglione trui sweter trojan"],
  ["plush", "kuscheltier pluschtier peluche pelucia knuffel maskotka gosedjur"],
  ["doll", "puppe poupee muneca bambola boneca lalka docka"],
  ["building blocks", "bausteine klemmbausteine bouwstenen"],
  ["cars", "autos voitures coches macchinine carros"],
  ["car", "voiture coche macchinina carro"],
  ["puzzle", "rompecabezas quebra_cabeca"],
  ["wood", "holz bois madera legno madeira hout drewno tra"],
  ["cotton", "baumwolle coton algodon cotone algodao katoen bawelna bomull"],
  ["silicone", "silikon silicona siliconen"],
  ["plastic", "kunststoff plastique plastico plastica"],
  ["steel", "stahl acier acero acciaio staal stal"],
  ["ceramic", "keramik ceramique ceramica keramiek ceramika"],
  ["bamboo", "bambus bambou bambu bamboe"],
  ["wool", "wolle laine wol welna ull"],
  ["moisturizing", "hydratant hydratante hydratantes feuchtigkeitsspendend hidratante idratante"],
  ["wired", "mit_kabel kabelgebunden filaire avec_fil con_cable cableado con_filo bedraad przewodowe com_fio"],
  // Animals, of which toys, charms and characters are named ("Sophie la girafe", Sophie the giraffe).
  ["giraffe", "girafe giraffa jirafa girafa"],
  ["elephant", "elefant elefante olifant slon"],
  ["rabbit", "hase kaninchen lapin conejo coniglio coelho konijn krolik kanin"],
  ["horse", "pferd cheval caballo cavallo cavalo paard"],
  ["unicorn", "einhorn licorne unicornio unicorno eenhoorn jednorozec enhorning"],
  ["dinosaur", "dinosaurier dinosaure dinosaurio dinosauro dinossauro"],
  ["lion", "leeuw"],
  ["duck", "ente canard anatra eend kaczka anka"],
  ["owl", "eule hibou buho gufo coruja uil sowa"],
  ["penguin", "pinguin pingouin pinguino"],
  ["turtle", "schildkrote tortue tortuga tartaruga schildpad zolw skoldpadda"],
  ["pig", "schwein cochon cerdo maiale porco varken swinia"],
  ["sheep", "schaf mouton oveja pecora ovelha schaap owca"],
  ["butterfly", "schmetterling mariposa farfalla borboleta vlinder motyl fjaril"],
  ["bird", "vogel oiseau pajaro uccello passaro ptak fagel"],
  ["fish", "fisch poisson pesce peixe ryba"],
  ["bear", "oso orso urso mis"],
  ["monkey", "affe singe scimmia macaco aap malpa"],
  ["includes", "inkl inklusive incluye incluido inclus incluso inclusief inclui"],
  [
    "air purifier",
    "luftreiniger purificateur_d_air purificador_de_aire purificatore_d_aria luchtreiniger oczyszczacz_powietrza luftrenare",
  ],
  ["air", "luft"],
  ["cleaner", "reiniger nettoyant limpiador detergente reiniger schoonmaakmiddel"],
  ["surface", "flache flachen surface superficie oppervlak"],
  // Whom it is for ("Kinder", "Enfant", "Bambini"; men's and women's are read in normalise).
  ["mens", "heren masculino masculina hommes hombres uomini meski meskie"],
  ["womens", "dames feminino feminina femmes mujeres donne damski damskie"],
  ["kids", "kinder enfant enfants nino nina ninos ninas bambini bambino bambina kinderen crianca criancas infantil dzieci dzieciece"],
  ["baby", "bebe neonato"],
  // Conditions: another than new is not the product.
  ["renewed", "generaluberholt reconditionne reconditionnee reacondicionado ricondizionato recondicionado gereviseerd odnowiony renoverad"],
  ["used", "gebraucht d_occasion usado usato gebruikt uzywany begagnad seminovo seminuevo de_segunda_mano"],
  ["renewed", "remis_a_neuf rigenerato recondicionada reacondicionada reconditioned"],
  ["like new", "wie_neu comme_neuf como_nuevo come_nuovo como_novo"],
  ["open box", "b_ware"],
  // Made for: "Hülle kompatibel mit iPhone 15", "Coque pour iPhone", "Funda para Galaxy".
  ["compatible with", "kompatibel_mit compatible_avec compatible_con compatibile_con compativel_com geschikt_voor"],
  ["for", "para voor dla"],
  // Packs and sets ("Confezione da 4", "Lot de 3", "Set di 2").
  [
    "pack of",
    "confezione_da confezione_di paquete_de pack_de lote_de lot_de pak_van zestaw packung_mit paquet_de pacco_da pacote_com kit_com embalagem_com",
  ],
  ["pack", "packung paquet confezione opakowanie forpackning verpakking"],
  ["set of", "set_de set_di juego_de"],
  // Accessories and parts.
  ["case", "hulle schutzhulle etui coque funda custodia hoesje etui capa capinha"],
  ["cover", "housse abdeckung"],
  ["ear pads", "ohrpolster coussinets almohadillas cuscinetti oorkussens"],
  [
    "screen protector",
    "displayschutz displayschutzfolie schutzfolie panzerglas protection_d_ecran protector_de_pantalla pellicola_protettiva",
  ],
  ["replacement", "ersatz ersatzteil repuesto ricambio rechange vervanging reposicao zamiennik"],
  ["refill", "nachfullpack nachfullung recharge recambio ricarica refil navulling wklad"],
  ["spare parts", "ersatzteile pieces_detachees piezas_de_repuesto pezzi_di_ricambio pecas_de_reposicao"],
  ["cable", "cabo kabel"],
  ["adapter", "adaptateur adaptador adattatore"],
  ["holder", "halter"],
  ["filter", "filtre filtro"],
  ["cartridge", "patrone kartusche cartouche cartucho cartuccia"],
  ["brush heads", "aufsteckbursten tetes_de_brosse cabezales cabezales_de_recambio testine"],
  ["strap", "uhrenarmband bracelet_de_montre correa_de_reloj cinturino"],
  // Sizes.
  ["large", "grosse grossen grosser grandi groot grote duzy stor stora"],
  ["small", "klein kleine kleinen petit petite pequeno pequena piccolo piccola maly liten"],
  ["medium", "mittel mittlere moyen moyenne mediano mediana medio middel sredni"],
  ["size", "taille talla taglia maat rozmiar storlek"],
  // Colours.
  ["black", "schwarz noir noire negro negra nero nera zwart czarny czarna svart"],
  ["white", "weiss blanc blanche blanco blanca bianco bianca bialy biala"],
  ["blue", "blau bleu azul blu blauw niebieski niebieska"],
  ["red", "rot rouge rojo roja rosso rossa rood czerwony czerwona"],
  ["green", "grun vert verte verde groen zielony zielona gron"],
  ["grey", "grau gris grigio grigia grijs szary szara"],
  ["pink", "rosa roze rozowy rozowa"],
  ["yellow", "gelb jaune amarillo giallo geel zolty gul"],
  ["brown", "braun marron marrone bruin brazowy brun"],
  ["purple", "lila violett violet morado viola paars fioletowy"],
  ["silver", "silber argent plateado argento zilver srebrny silver"],
  ["gold", "dore dorado dorato goud guld dourado"],
  ["black", "preto preta"],
  ["white", "branco branca"],
  ["red", "vermelho vermelha"],
  ["grey", "cinza"],
  ["yellow", "amarelo amarela"],
  ["brown", "marrom"],
  ["purple", "roxo roxa"],
  ["silver", "prata"],
  ["orange", "naranja arancione laranja oranje pomaranczowy"],
  ["navy", "marineblau bleu_marine azul_marino blu_navy azul_marinho granatowy"],
  ["turquoise", "turkis turquesa turchese"],
  ["beige", "bege"],
  ["clear", "transparent transparente trasparente transparant przezroczysty"],
  ["dark", "dunkel fonce oscuro scuro escuro donker ciemny"],
];

/**
 * Japanese and Korean words for the same meanings, read inside unspaced text (kanji colours only
 * standing alone: 黒 is black, 黒糖 brown sugar).
 */
const CJK_MEANINGS: readonly (readonly [string, string])[] = [
  ["black", "ブラック 블랙"],
  ["off white", "オフホワイト"],
  ["white", "ホワイト 화이트"],
  ["navy", "ネイビー 네이비"],
  ["blue", "ブルー 블루"],
  ["red", "レッド 레드"],
  ["grey", "グレー グレイ 그레이"],
  ["silver", "シルバー 실버"],
  ["gold", "ゴールド 골드"],
  ["pink", "ピンク 핑크"],
  ["beige", "ベージュ 베이지"],
  ["green", "グリーン 그린"],
  ["purple", "パープル 퍼플"],
  ["yellow", "イエロー 옐로우"],
  ["brown", "ブラウン 브라운"],
  ["used", "中古 중고 二手"],
  ["renewed", "整備済み 整備済 整備品 再生品 리퍼 翻新"],
  ["case", "ケース 케이스"],
  ["cover", "カバー 커버"],
  ["screen protector", "保護フィルム ガラスフィルム 보호필름"],
  ["charger", "充電器 충전기"],
  ["cable", "ケーブル 케이블"],
  ["replacement", "交換用 替え 교체용"],
  ["clip", "クリップ 클립"],
  ["pro", "プロ 프로"],
  ["max", "マックス 맥스"],
  ["mini", "ミニ 미니"],
  ["ultra", "ウルトラ 울트라"],
  ["plus", "プラス 플러스"],
  ["slim", "スリム 슬림"],
  ["premium", "プレミアム 프리미엄"],
  ["deluxe", "デラックス 디럭스"],
  ["extra", "エクストラ 엑스트라"],
  ["super", "スーパー 슈퍼"],
  ["controller", "コントローラー コントローラ 컨트롤러"],
  ["wireless earphones", "ワイヤレスイヤホン"],
  ["wireless", "ワイヤレス 무선"],
  ["earphones", "イヤホン 이어폰"],
  ["headphones", "ヘッドホン ヘッドフォン 헤드폰"],
  ["speaker", "スピーカー 스피커"],
  ["keyboard", "キーボード 키보드"],
  ["mouse", "マウス 마우스"],
  ["camera", "カメラ 카메라"],
  ["backpack", "リュック 백팩"],
  ["bag", "バッグ 가방"],
  ["watch", "腕時計 손목시계"],
  ["tuner", "チューナー 튜너"],
  ["racket", "ラケット 라켓"],
  ["jacket", "ジャケット 재킷"],
  ["mask", "マスク 마스크"],
  ["notebook", "ノート 노트"],
  ["ballpoint pen", "ボールペン 볼펜"],
  ["matcha", "抹茶 말차"],
  ["mayonnaise", "マヨネーズ 마요네즈"],
  ["curry", "カレー 카레"],
  ["medium hot", "中辛"],
  ["hot", "辛口"],
  ["mild", "甘口"],
  ["mug", "マグ 머그"],
  ["titanium", "チタン 티타늄"],
  ["lip", "リップ 립"],
  ["sunscreen", "日焼け止め 선크림"],
  // Kinds, parts and refills, as Japanese, Korean and Chinese titles write them.
  ["noise canceling", "ノイズキャンセリング 노이즈캔슬링 降噪"],
  ["headset", "ヘッドセット 헤드셋"],
  ["smartwatch", "スマートウォッチ 스마트워치 智能手表"],
  ["phone", "スマホ スマートフォン 스마트폰 手机"],
  ["tablet", "タブレット 태블릿 平板"],
  ["laptop", "ノートパソコン 노트북 笔记本电脑"],
  ["monitor", "モニター 모니터 显示器"],
  ["printer", "プリンター 프린터 打印机"],
  ["microphone", "マイク 마이크 麦克风"],
  ["lens", "レンズ 렌즈 镜头"],
  ["tripod", "三脚 삼각대 三脚架"],
  ["battery", "バッテリー 배터리 电池"],
  ["power bank", "モバイルバッテリー 보조배터리 充电宝"],
  ["adapter", "アダプター アダプタ 어댑터 适配器"],
  ["stand", "スタンド 스탠드 支架"],
  ["holder", "ホルダー 홀더"],
  ["strap", "ストラップ 스트랩"],
  ["band", "バンド 밴드 表带"],
  ["filter", "フィルター 필터 滤芯"],
  ["refill", "詰め替え 詰替 つめかえ リフィル 리필 替换装"],
  ["replacement blades", "替刃"],
  ["brush heads", "替えブラシ 칫솔모 刷头"],
  ["cartridge", "カートリッジ 카트리지 墨盒"],
  ["ink", "インク 잉크 墨水"],
  ["earphones", "耳机"],
  ["bluetooth", "ブルートゥース 블루투스 蓝牙"],
  ["wireless", "无线"],
  ["case", "手机壳 保护套 保护壳"],
  ["screen protector", "钢化膜 保护膜 액정보호필름"],
  ["cable", "数据线 充电线"],
  ["accessories", "アクセサリー 액세서리 配件"],
  ["vacuum cleaner", "掃除機 청소기 吸尘器"],
  ["rice cooker", "炊飯器 밥솥 电饭煲"],
  ["kettle", "ケトル 電気ケトル 전기포트 电水壶"],
  ["frying pan", "フライパン 프라이팬 平底锅"],
  ["knife", "包丁 ナイフ 칼 刀具"],
  ["scissors", "はさみ ハサミ 가위 剪刀"],
  ["toothbrush", "歯ブラシ 칫솔 牙刷"],
  ["electric toothbrush", "電動歯ブラシ 전동칫솔 电动牙刷"],
  ["brush", "ブラシ 브러시 刷子"],
  ["shaver", "シェーバー 면도기 剃须刀"],
  ["hair dryer", "ドライヤー 드라이어 吹风机"],
  ["hair straightener", "ヘアアイロン 고데기 直发器"],
  ["shampoo", "シャンプー 샴푸 洗发水"],
  ["conditioner", "コンディショナー 컨디셔너 护发素"],
  ["perfume", "香水 향수"],
  ["lipstick", "口紅 립스틱 口红"],
  ["mascara", "マスカラ 마스카라 睫毛膏"],
  ["cream", "クリーム 크림 面霜"],
  ["serum", "美容液 세럼 精华"],
  ["soap", "石鹸 せっけん 비누 肥皂"],
  ["eye mask", "アイマスク 안대 眼罩"],
  ["steam", "蒸気 스팀 蒸汽"],
  ["shoes", "靴 シューズ 신발 鞋"],
  ["sneakers", "スニーカー 스니커즈 운동화 运动鞋"],
  ["boots", "ブーツ 부츠 靴子"],
  ["sandals", "サンダル 샌들 凉鞋"],
  ["socks", "靴下 ソックス 양말 袜子"],
  ["hat", "帽子 모자"],
  ["cap", "キャップ 캡"],
  ["gloves", "手袋 장갑 手套"],
  ["shirt", "シャツ 셔츠 衬衫"],
  ["hoodie", "パーカー 후드티 卫衣"],
  ["coat", "コート 코트 外套"],
  ["down", "ダウン 다운 羽绒"],
  ["jeans", "ジーンズ 청바지 牛仔裤"],
  ["wallet", "財布 지갑 钱包"],
  ["suitcase", "スーツケース 캐리어 行李箱"],
  ["backpack", "リュックサック バックパック 双肩包"],
  ["watch", "時計 手表"],
  ["necklace", "ネックレス 목걸이 项链"],
  ["bracelet", "ブレスレット 팔찌 手链"],
  ["earrings", "ピアス イヤリング 귀걸이 耳环"],
  ["ring", "指輪 リング 반지 戒指"],
  ["toy", "おもちゃ 玩具 장난감"],
  ["plush", "ぬいぐるみ 인형 毛绒玩具"],
  ["doll", "人形 娃娃"],
  ["game", "ゲーム 게임 游戏"],
  ["board game", "ボードゲーム 보드게임 桌游"],
  ["puzzle", "パズル 퍼즐 拼图"],
  ["blocks", "ブロック 블록 积木"],
  ["model kit", "プラモデル 프라모델 模型"],
  ["tent", "テント 텐트 帐篷"],
  ["sleeping bag", "寝袋 침낭 睡袋"],
  ["lantern", "ランタン 랜턴"],
  ["water bottle", "水筒 물병 水杯"],
  ["bottle", "ボトル 보틀 瓶"],
  ["tumbler", "タンブラー 텀블러"],
  ["cup", "カップ コップ 컵 杯子"],
  ["pen", "ペン 펜 笔"],
  ["pencil", "鉛筆 연필 铅笔"],
  ["colored pencils", "色鉛筆 색연필 彩色铅笔"],
  ["eraser", "消しゴム 지우개 橡皮"],
  ["marker", "マーカー 마커 马克笔"],
  ["watercolors", "水彩絵具 水彩絵の具 수채화물감 水彩颜料"],
  ["paints", "絵具 絵の具 물감 颜料"],
  ["sketchbook", "スケッチブック 스케치북 速写本"],
  ["dog food", "ドッグフード 강아지사료 狗粮"],
  ["cat food", "キャットフード 고양이사료 猫粮"],
  ["dogs", "犬用 강아지"],
  ["cats", "猫用 고양이"],
  ["diapers", "おむつ オムツ 기저귀 纸尿裤"],
  ["stroller", "ベビーカー 유모차 婴儿车"],
  ["coffee", "コーヒー 커피 咖啡"],
  ["tea", "お茶 紅茶 녹차 茶叶"],
  ["green tea", "緑茶 绿茶"],
  ["chocolate", "チョコレート 초콜릿 巧克力"],
  ["ramen", "ラーメン 라면 拉面"],
  ["noodles", "麺 면 面条"],
  ["sauce", "ソース 소스 酱"],
  ["hot", "ホット 핫"],
  ["lavender", "ラベンダー 라벤더 薰衣草"],
  ["sage", "セージ 세이지"],
  ["scent", "香り 향 香味"],
  ["orange", "オレンジ 오렌지 橙色"],
  ["khaki", "カーキ 카키"],
  ["clear", "クリア 透明 클리어"],
  ["mint", "ミント 민트"],
  ["rose gold", "ローズゴールド 로즈골드 玫瑰金"],
  ["black", "黒色 黑色 검정"],
  ["white", "白色 흰색"],
  ["red", "赤色 红色 빨강"],
  ["blue", "青色 蓝色 파랑"],
  ["pink", "粉色 粉红色"],
  ["grey", "灰色 회색"],
  ["gold", "金色"],
  ["silver", "銀色 银色"],
  ["green", "绿色 초록"],
  ["purple", "紫色 보라"],
  ["yellow", "黄色 노랑"],
  // Conditions and markets.
  ["open box", "開封済み 訳あり アウトレット 반품"],
  ["used", "ジャンク 展示品 中古品"],
  ["renewed", "リファービッシュ 官方翻新 翻新机"],
  ["genuine", "正規品 純正 정품 正品"],
  // Software sold as a code or an add-on, not the game on its own medium.
  ["download code", "ダウンロード版 オンラインコード版 다운로드 下载版"],
  ["expansion", "エキスパンション 追加コンテンツ 확장팩 扩展包"],
  ["pass", "パス 패스"],
];

/**
 * Makers' names as Japanese, Korean and Chinese titles write them: a buyer reads "ソニー" as Sony,
 * "ロジクール" as Logitech (its name in Japan), "삼성" as Samsung. Read before the katakana is read
 * by its sound, since many are spelled otherwise ("キヤノン" Canon, "ユニクロ" Uniqlo). (Not those
 * that are also a common word there: ブラウン, brown, is no Braun.)
 */
const MAKERS_IN_OTHER_SCRIPTS: readonly (readonly [string, string])[] = [
  ["sony", "ソニー 소니 索尼"],
  ["apple", "アップル 애플 苹果"],
  ["samsung", "サムスン 삼성 三星"],
  ["canon", "キヤノン キャノン 캐논 佳能"],
  ["nikon", "ニコン 니콘 尼康"],
  ["panasonic", "パナソニック 파나소닉 松下"],
  ["nintendo", "任天堂 ニンテンドー 닌텐도"],
  ["playstation", "プレイステーション 플레이스테이션"],
  ["microsoft", "マイクロソフト 마이크로소프트 微软"],
  ["logitech", "ロジクール ロジテック 로지텍 罗技"],
  ["anker", "アンカー 앤커 安克"],
  ["dyson", "ダイソン 다이슨 戴森"],
  ["philips", "フィリップス 필립스 飞利浦"],
  ["uniqlo", "ユニクロ 유니클로 优衣库"],
  ["muji", "無印良品 무인양품 无印良品"],
  ["shiseido", "資生堂 시세이도 资生堂"],
  ["kao", "花王"],
  ["casio", "カシオ 카시오 卡西欧"],
  ["seiko", "セイコー 세이코 精工"],
  ["citizen", "シチズン 시티즌 西铁城"],
  ["yamaha", "ヤマハ 야마하 雅马哈"],
  ["roland", "ローランド 롤랜드 罗兰"],
  ["bandai", "バンダイ 반다이 万代"],
  ["hori", "ホリ"],
  ["epson", "エプソン 엡손 爱普生"],
  ["brother", "ブラザー 브라더 兄弟"],
  ["sharp", "シャープ 샤프 夏普"],
  ["tiger", "タイガー魔法瓶"],
  ["zojirushi", "象印"],
  ["hario", "ハリオ 하리오"],
  ["makita", "マキタ 마끼다 牧田"],
  ["shimano", "シマノ 시마노 禧玛诺"],
  ["asics", "アシックス 아식스 亚瑟士"],
  ["mizuno", "ミズノ 미즈노 美津浓"],
  ["yonex", "ヨネックス 요넥스 尤尼克斯"],
  ["snow peak", "スノーピーク 스노우피크"],
  ["nike", "ナイキ 나이키 耐克"],
  ["adidas", "アディダス 아디다스 阿迪达斯"],
  ["new balance", "ニューバランス 뉴발란스 新百伦"],
  ["the north face", "ザ・ノース・フェイス ノースフェイス 노스페이스 北面"],
  ["patagonia", "パタゴニア 파타고니아"],
  ["coleman", "コールマン 콜맨"],
  ["zebra", "ゼブラ 제브라 斑马"],
  ["pilot", "パイロット 파이롯트 百乐"],
  ["pentel", "ぺんてる 펜텔 派通"],
  ["tombow", "トンボ鉛筆 톰보우"],
  ["kokuyo", "コクヨ 코쿠요 国誉"],
  ["sakura", "サクラクレパス 사쿠라"],
  ["uni", "三菱鉛筆"],
  ["hada labo", "肌ラボ 肌研"],
  ["biore", "ビオレ 비오레"],
  ["rohto", "ロート製薬"],
  ["kikkoman", "キッコーマン 깃코만 万字"],
  ["kewpie", "キユーピー キューピー 큐피"],
  ["nissin", "日清 닛신"],
  ["lego", "レゴ 레고 乐高"],
  ["takara tomy", "タカラトミー 타카라토미"],
  ["pokemon", "ポケモン ポケットモンスター 포켓몬"],
  ["hot wheels", "ホットウィール 핫휠"],
  ["nespresso", "ネスプレッソ 네스프레소 奈斯派索"],
  ["delonghi", "デロンギ 드롱기 德龙"],
  ["le creuset", "ル・クルーゼ ルクルーゼ 르크루제 酷彩"],
  ["staub", "ストウブ 스타우브"],
  ["zwilling", "ツヴィリング 츠빌링 双立人"],
  ["brita", "ブリタ 브리타 碧然德"],
  ["lg", "엘지"],
  ["xiaomi", "シャオミ 샤오미 小米"],
  ["huawei", "ファーウェイ 화웨이 华为"],
  ["lenovo", "レノボ 레노버 联想"],
  ["dji", "大疆"],
  ["ugreen", "绿联"],
  ["baseus", "倍思"],
  ["innisfree", "イニスフリー 이니스프리 悦诗风吟"],
  ["laneige", "ラネージュ 라네즈 兰芝"],
  ["sulwhasoo", "雪花秀 설화수"],
  ["cosrx", "コスアールエックス 코스알엑스"],
  ["missha", "ミシャ 미샤 谜尚"],
  ["nongshim", "農心 농심 农心"],
  ["samyang", "三養 삼양 三养"],
  ["ottogi", "オットギ 오뚜기 不倒翁"],
  ["lotte", "ロッテ 롯데 乐天"],
  ["ippodo", "一保堂"],
];

/** Kanji colours, read only where they stand alone (黒 is black, 黒糖 brown sugar). */
const LONE_CJK_COLOURS: readonly (readonly [string, string])[] = [
  ["black", "黒"],
  ["white", "白"],
  ["blue", "青"],
  ["red", "赤"],
  ["green", "緑"],
];

/** Meanings that say which model or size it is, or join words: never passed over before a name. */
const NOT_KINDS = new Set(
  "for of with pro max mini ultra plus slim premium deluxe extra super hot mild medium large small long half dark compact".split(" "),
);
/**
 * The English words the vocabulary reads other languages' words as: kinds, materials, colours,
 * parts. Titles in other languages put the kind before the name ("Thule Dachbox Motion XT",
 * "ソニー ワイヤレスイヤホン WF-1000XM5"), so such a word before the name is no sibling's word.
 */
export const VOCABULARY_MEANINGS: ReadonlySet<string> = new Set(
  [...LATIN_MEANINGS, ...CJK_MEANINGS].flatMap(([english]) => english.split(" ")).filter((w) => !NOT_KINDS.has(w)),
);

/**
 * Whether a title word is the vocabulary's reading of another language's kind or material, which
 * such titles put before the name ("Thule Dachbox Motion XT" roof box, "Canon Objektiv RF 50mm"
 * lens): the English word is not in the title as written. (English titles put a material there
 * too, "Ceramic Non-Stick Cookware", and that one is read as it stands.)
 */
export const translatedKind = (word: string, title: string) => VOCABULARY_MEANINGS.has(word) && !title.toLowerCase().includes(word);

/** Small numbers as French, Spanish, Italian and Dutch titles spell a pack's count ("Lot de deux", "Confezione da tre"). */
const SPELLED_COUNTS: Record<string, number> = Object.fromEntries(
  [
    "deux dos due twee",
    "trois tres tre drie",
    "quatre cuatro quattro vier",
    "cinq cinco cinque vijf",
    "six seis sei zes",
    "sept siete sette zeven",
    "huit ocho otto acht",
    "neuf nueve nove negen",
    "dix diez dieci tien",
    "douze doce dodici twaalf",
  ].flatMap((spelled, i) => spelled.split(" ").map((w) => [w, i === 9 ? 12 : i + 2])),
);
const SPELLED_COUNT = new RegExp(`\\b(pack of|set of) (${Object.keys(SPELLED_COUNTS).join("|")})\\b`, "g");

/**
 * A German count: "60er Metalletui", "24er Set" are a set of 60, of 24 (the "-er" makes a number a
 * count of pieces). "2er Pack" is left as written, which packSizeOf reads as a pack.
 */
const GERMAN_COUNT = /(?<![a-z0-9.,])(\d{1,3})er(?= (?!pack|pk|packung|set)[a-z])/g;

const SIZE_LETTERS: Record<string, string> = { s: "small", m: "medium", l: "large" };

/**
 * Words every language's titles join their phrases with ("Boîte de Poche", "Passata di Pomodoro",
 * "Hundespielzeug aus Naturkautschuk", "USB-C auf Lightning"): common words, never a model's or a sibling's name.
 */
export const OTHER_LANGUAGES_COMMON = new Set(
  "de di da del della dei des du la le les el los las il lo gli der die das den dem und mit aus von vom im am zum zur avec sans et ou con sin per en van het een met och med dla ab bis auf zu nach bei uber".split(
    " ",
  ),
);

/**
 * The joining words among them (of, with, from, and, without: "Passata di Pomodoro", "Armband aus
 * Silber"): what follows is a description, as after English "of" and "with"; the joining word
 * itself is never more of the name. (Not the articles: "Le", "La" start names, "Libre Le Parfum".)
 */
export const OTHER_LANGUAGES_JOINS = new Set(
  "de di da del della dei des du der von vom aus mit und zum zur avec sans et con sin per van met och med dla".split(" "),
);

/**
 * Whether a title is written in another Latin-script language: two words of it or more, besides
 * the name the mention says (`said`, its words in English), are that language's words the
 * vocabulary reads or its joining words and articles ("Tragbarer Bluetooth-Lautsprecher,
 * wasserdicht, Schwarz"). (One alone may be a name's: "Sol de Janeiro", "Le Parfum".)
 */
export function writtenInOtherLanguage(title: string, said: ReadonlySet<string>): boolean {
  const found = new Set(
    plain(title)
      .split(/[^a-z]+/)
      .filter((w) => (WORDS.has(w) || OTHER_LANGUAGES_COMMON.has(w)) && !said.has(w) && !said.has(WORDS.get(w) ?? w)),
  );
  return found.size >= 2;
}

/** How `normalise` writes a word of another language before it is looked up: "bürste" as "burste". */
const plain = (word: string) =>
  word
    .replace(/ß/g, "ss")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/_/g, " ");

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Single foreign words and their English meaning. */
const WORDS = new Map<string, string>();
/** Foreign phrases ("sac a dos") and their English meaning, longest first. */
const PHRASES: [string, string][] = [];
for (const [english, others] of LATIN_MEANINGS)
  for (const other of others.split(" ")) {
    const key = plain(other);
    if (key === english) continue;
    if (key.includes(" ")) PHRASES.push([key, english]);
    else if (!WORDS.has(key)) WORDS.set(key, english);
  }
PHRASES.sort((a, b) => b[0].length - a[0].length);
const PHRASE_MEANING = new Map(PHRASES);
const PHRASE_PATTERN = new RegExp(
  `(?<![a-z0-9])(?:${PHRASES.map(([p]) => escape(p).replace(/ /g, "[\\s'’-]+")).join("|")})(?![a-z0-9])`,
  "g",
);

/** German heads a compound ends with ("…bürsten", "…spielzeug"): four letters or more ("…salz", "…flocken"). */
const HEADS_BY_END = new Map<string, string[]>();
for (const head of [...WORDS.keys()].filter((w) => w.length >= 4 && !w.includes(" ")).sort((a, b) => b.length - a.length))
  HEADS_BY_END.set(head.slice(-4), [...(HEADS_BY_END.get(head.slice(-4)) ?? []), head]);

const CJK_MEANING = new Map<string, string>();
for (const [english, others] of CJK_MEANINGS) for (const other of others.split(" ")) CJK_MEANING.set(other, english);
/** Kana and hangul words are read whole, or as the head a run ends with when four letters or more long ("ジェル·ボールペン"). */
const RUN_PATTERN = /[\p{Script=Katakana}ー]+|\p{Script=Hiragana}+|\p{Script=Hangul}+/gu;
const RUN_WORDS = new Map([...CJK_MEANING].filter(([w]) => !/\p{Script=Han}/u.test(w)));
const RUN_HEADS = [...RUN_WORDS.keys()].sort((a, b) => b.length - a.length);
/** Kanji words are read wherever they stand ("中古", "充電器"). */
const KANJI_PATTERN = new RegExp(
  [...CJK_MEANING.keys()]
    .filter((w) => /\p{Script=Han}/u.test(w))
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join("|"),
  "gu",
);
const readRun = (run: string) => {
  const whole = RUN_WORDS.get(run);
  if (whole) return ` ${whole} `;
  const head = RUN_HEADS.find((h) => h.length >= 4 && run.length > h.length && run.endsWith(h));
  return head ? `${run.slice(0, -head.length)} ${CJK_MEANING.get(head)} ` : run;
};
/**
 * Makers' names in other scripts, standing as a word: a kana or hangul name not inside a longer
 * run of its script ("ホリ" is no part of "ホリデー"), a kanji name not after another kanji.
 */
const MAKER_NAME = new Map<string, string>();
for (const [maker, spellings] of MAKERS_IN_OTHER_SCRIPTS) for (const spelling of spellings.split(" ")) MAKER_NAME.set(spelling, maker);
const MAKER_PATTERN = new RegExp(
  [...MAKER_NAME.keys()]
    .sort((a, b) => b.length - a.length)
    .map((w) =>
      /\p{Script=Han}/u.test(w[0]!)
        ? `(?<!\\p{Script=Han})${escape(w)}`
        : /\p{Script=Hangul}/u.test(w)
          ? `(?<!\\p{Script=Hangul})${escape(w)}(?!\\p{Script=Hangul})`
          : `(?<![\\p{Script=Katakana}\\p{Script=Hiragana}ー])${escape(w)}(?![\\p{Script=Katakana}\\p{Script=Hiragana}ー])`,
    )
    .join("|"),
  "gu",
);
/** "iPhone 15 用", "Switch専用", "갤럭시 S24용": made for what the Latin letters before it name. */
const MADE_FOR_AFTER = /([A-Za-z0-9][A-Za-z0-9.+\- ]{0,40})(?:専用|用(?!\p{Script=Han})|용(?!\p{Script=Hangul}))/gu;
const LONE_CJK = new Map(LONE_CJK_COLOURS.map(([english, kanji]) => [kanji, english]));
const LONE_CJK_PATTERN = new RegExp(
  `(?<![\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}])[${[...LONE_CJK.keys()].join("")}](?![\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}])`,
  "gu",
);
/** Kana, kanji or hangul (their Unicode blocks: a plain range is read faster than script classes). */
const HAS_CJK = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/;

/**
 * What must be read before `normalise` strips accents and other scripts: German "Größe" (size,
 * beside "große", large), a decimal comma ("6,5 l"), and Japanese and Korean words as their English
 * meaning ("ブラック" black, "中古" used, "5個セット" a pack of 5, "10色セット" ten colours).
 */
export function readOtherScripts(text: string): string {
  let read = text;
  if (read.includes("ö") || read.includes("Ö")) read = read.replace(/(?<![\p{L}])Größe(?![\p{L}])/giu, " size ");
  // A decimal comma, as most other languages write it ("6,5 l", "0,4 mm"): never a list ("8,10,12").
  if (read.includes(",")) read = read.replace(/(?<![\d,.])(\d+),(\d{1,2})(?![\d,])/g, "$1.$2");
  if (!HAS_CJK.test(read)) return read;
  read = read
    .replace(MAKER_PATTERN, (w) => ` ${MAKER_NAME.get(w)} `)
    .replace(/(\d+)\s*色\s*セット/gu, " $1 colours set ")
    // A count of the item in the box: "5個セット", "12枚入り", "5개입", "3팩", "6个装".
    .replace(/(\d+)\s*(?:個|本|袋|冊|枚|錠|粒|包|缶|箱|足|食|巻)?\s*(?:セット|パック|組|入り|入)/gu, " $1 pack ")
    .replace(/(\d+)\s*(?:개입|개\s*세트|팩|매입)/gu, " $1 pack ")
    .replace(/(\d+)\s*(?:个|只|支|片|包|瓶|盒|袋|罐)装/gu, " $1 pack ")
    .replace(/适用于|兼容/gu, " compatible with ")
    .replace(MADE_FOR_AFTER, (_, named: string) => ` for ${named.trim()} `);
  return read
    .replace(KANJI_PATTERN, (w) => ` ${CJK_MEANING.get(w)} `)
    .replace(RUN_PATTERN, readRun)
    .replace(LONE_CJK_PATTERN, (w) => ` ${LONE_CJK.get(w)} `);
}

/** A plural or a case ending the vocabulary writes without ("brosses", "lámparas", "Zahnbürsten", "Kopfhörern"). */
const plural = (word: string) => (/[sn]$/.test(word) ? (WORDS.get(word.slice(0, -1)) ?? WORDS.get(word.slice(0, -2))) : undefined);

/**
 * A German compound read by its head: "interdentalbursten" "interdental brush", "hundespielzeug"
 * "dogs toy". A head shorter than six letters reads it only after another word of the vocabulary
 * ("Meer·salz"), never after a name ("Victor·inox").
 */
function compound(word: string, depth = 0): string | undefined {
  if (word.length < 8 || depth > 2) return undefined;
  for (const head of HEADS_BY_END.get(word.slice(-4)) ?? []) {
    if (!word.endsWith(head) || word.length - head.length < 3) continue;
    let rest = word.slice(0, -head.length);
    let read = WORDS.get(rest) ?? compound(rest, depth + 1);
    // The joining letters German puts between the parts: "Hund·e·spielzeug", "Schlange·n·…".
    for (const joint of ["s", "n", "en", "e", "es"]) {
      if (read || !rest.endsWith(joint) || rest.length - joint.length < 3) continue;
      const shorter = WORDS.get(rest.slice(0, -joint.length));
      if (shorter) [read, rest] = [shorter, rest.slice(0, -joint.length)];
    }
    if (head.length < 6 && !read) continue;
    return `${read ?? rest} ${WORDS.get(head)}`;
  }
  return undefined;
}

const readCache = new Map<string, string>();

/**
 * Words of other Latin-script languages written as their English meaning, in text `normalise`
 * has lowercased and stripped of accents. `english` says whether a word is common English, which
 * is never read as a compound ("backpack" is no "back·pack").
 */
export function readOtherLanguages(text: string, english: (word: string) => boolean): string {
  // A search reads the same titles many times over: each is read once.
  const known = readCache.get(text);
  if (known !== undefined) return known;
  const read = text
    .replace(/(?<![a-z0-9])nr\.?\s*(?=\d)/g, "no ")
    .replace(/(?<![a-z0-9-])pour (?!over)/g, "for ")
    // "Größe M", "Taille L": a size letter after the word for size is the size a buyer says.
    .replace(
      /(?<![a-z0-9])(size|grosse|taille|talla|taglia|maat)[\s:]+(s|m|l)(?![a-z0-9])/g,
      (_, w: string, letter: string) => `size ${SIZE_LETTERS[letter]}`,
    )
    .replace(PHRASE_PATTERN, (p) => PHRASE_MEANING.get(p.replace(/[\s'’-]+/g, " ")) ?? p)
    .replace(SPELLED_COUNT, (_, pack: string, n: string) => `${pack} ${SPELLED_COUNTS[n]}`)
    .replace(GERMAN_COUNT, "$1 set")
    .replace(
      /(?<![a-z0-9])[a-z]{3,}(?![a-z0-9])/g,
      (w) => WORDS.get(w) ?? (/[sn]$|.{8}/.test(w) && !english(w) ? (plural(w) ?? compound(w)) : undefined) ?? w,
    );
  if (readCache.size >= 4000) readCache.clear();
  readCache.set(text, read);
  return read;
}

/*
 * Katakana loan words, read by their sound. Japanese titles write an item's English name in
 * katakana ("エクストリーム ポータブル" Extreme Portable, "ウルトラライトダウン" Ultra Light Down): a
 * run of katakana is read as the English words of the search it sounds like, compared by their
 * consonants (Japanese adds vowels to every consonant and drops an r after a vowel: "tower"
 * タワー, "portable" ポータブル).
 */

/** Each katakana's consonant, as `soundOfEnglish` writes English ones (vowels have none). */
const KANA_CONSONANT: Record<string, string> = {};
const rows: [string, string][] = [
  ["カキクケコ", "k"],
  ["ガギグゲゴ", "g"],
  ["サシスセソザズゼゾヅ", "s"],
  ["ジヂ", "j"],
  ["タテト", "t"],
  ["チ", "k"],
  ["ツ", "ts"],
  ["ダデド", "d"],
  ["ナニヌネノ", "n"],
  ["ハヒヘホ", "h"],
  ["フ", "f"],
  ["バビブベボヴ", "b"],
  ["パピプペポ", "p"],
  ["マミムメモ", "m"],
  ["ヤユヨ", "y"],
  ["ラリルレロ", "r"],
  ["ワ", "w"],
];
for (const [kana, consonant] of rows) for (const k of kana) KANA_CONSONANT[k] = consonant;

/** The consonants of a katakana run, one letter each, repeated ones once ("ポータブル" "ptbr"). */
function soundOfKatakana(run: string): string {
  let sound = "";
  for (let i = 0; i < run.length; i++) {
    const k = run[i]!;
    const next = run[i + 1] ?? "";
    // "ウィ", "ウォ": a w; "ン" before p, b or m is an m ("キャンパス" campus).
    if (k === "ウ" && /[ィェォ]/.test(next)) sound += "w";
    else if (k === "ン") sound += /[パピプペポバビブベボマミムメモ]/.test(next) ? "m" : "n";
    else sound += KANA_CONSONANT[k] ?? "";
  }
  return sound.replace(/(.)\1+/g, "$1");
}

/** Hangul's first and last consonants of a syllable, as `soundOfEnglish` writes English ones. */
const HANGUL_FIRST = ["g", "g", "n", "d", "d", "r", "m", "b", "b", "s", "s", "", "j", "j", "k", "k", "t", "p", "h"];
const HANGUL_LAST = [
  "",
  "k",
  "k",
  "k",
  "n",
  "n",
  "n",
  "t",
  "r",
  "r",
  "r",
  "r",
  "r",
  "r",
  "r",
  "r",
  "m",
  "p",
  "p",
  "t",
  "t",
  "ng",
  "t",
  "t",
  "k",
  "t",
  "p",
  "t",
];

/** The consonants of a hangul word, syllable by syllable ("슬리핑" "srpng", sleeping). */
function soundOfHangul(run: string): string {
  let sound = "";
  for (const syllable of run) {
    const index = syllable.charCodeAt(0) - 0xac00;
    if (index < 0 || index >= 11172) continue;
    sound += HANGUL_FIRST[Math.floor(index / 588)]! + HANGUL_LAST[index % 28]!;
  }
  return sound.replace(/(.)\1+/g, "$1");
}

/** A part's consonants, in whichever script it is written. */
const soundOf = (part: string) => (/\p{Script=Hangul}/u.test(part) ? soundOfHangul(part) : soundOfKatakana(part));

/** The consonants of an English word as katakana would write them: "portable" "ptbr", "light" "rt". */
export function soundOfEnglish(word: string): string {
  const w = word
    .toLowerCase()
    .replace(/[^a-z]/g, "")
    .replace(/^kn/, "n")
    .replace(/^wr/, "r")
    .replace(/mb$/, "m")
    .replace(/^wh/, "w")
    .replace(/tch/g, "k")
    .replace(/ch|ck|qu|q/g, "k")
    .replace(/sh|ti(?=[aeou])/g, "s")
    .replace(/ph/g, "f")
    .replace(/th/g, "s")
    .replace(/gh/g, "")
    .replace(/x/g, "ks")
    .replace(/c(?=[eiy])/g, "s")
    .replace(/g(?=[eiy])/g, "j");
  const vowel = (ch: string | undefined) => ch !== undefined && "aeiouy".includes(ch);
  let sound = "";
  for (let i = 0; i < w.length; i++) {
    const ch = w[i]!;
    const before = w[i - 1];
    const after = w[i + 1];
    if ("aeiou".includes(ch)) continue;
    if (ch === "y") sound += i === 0 && vowel(after) ? "y" : "";
    else if (ch === "w") sound += vowel(after) && !(before && !vowel(before)) ? "w" : "";
    else if (ch === "h") sound += vowel(after) && (!before || vowel(before)) ? "h" : "";
    // An r after a vowel and before a consonant or the end is not written ("portable", "tower").
    else if (ch === "r") sound += vowel(before) && !vowel(after) ? "" : "r";
    else sound += ({ l: "r", v: "b", z: "s", c: "k" } as Record<string, string>)[ch] ?? ch;
  }
  return sound.replace(/(.)\1+/g, "$1");
}

/** Kana that only lengthen, double or soften the one before them: no word starts or ends before them. */
const BOUND_KANA = "ンーッァィゥェォャュョ";
const VOWEL_KANA = "アイウエオ";

/**
 * Whether a part of a katakana run may be `word`, beyond their consonants: it neither starts nor
 * stops inside a syllable ("ボタ|ン" is no "bot"), it starts with a vowel where the word does
 * ("ウルト" is no "light"), and it is not far shorter than the word ("サク" is no "sketch").
 */
function soundsAlike(part: string, word: string, next: string | undefined): boolean {
  if (BOUND_KANA.includes(part[0]!) || (next !== undefined && BOUND_KANA.includes(next))) return false;
  const partVowel = /\p{Script=Hangul}/u.test(part)
    ? Math.floor((part.charCodeAt(0) - 0xac00) / 588) === 11
    : VOWEL_KANA.includes(part[0]!) && !/[ァィゥェォ]/.test(part[1] ?? "");
  if (partVowel !== "aeiou".includes(word[0]!)) return false;
  return part.length * (/\p{Script=Hangul}/u.test(part) ? 4 : 2) >= word.length;
}

/** Kana runs (hiragana spells the same sounds: "さやか" Sayaka, "めぐりズム" MegRhythm) and hangul words. */
const KATAKANA_RUN = /[\p{Script=Katakana}\p{Script=Hiragana}ー]{2,}|\p{Script=Hangul}+/gu;
const HAS_KATAKANA = /[\p{Script=Katakana}\p{Script=Hiragana}\p{Script=Hangul}]/u;
/** Hiragana written as the katakana of the same sound (the blocks lie 0x60 apart). */
const asKatakana = (run: string) => run.replace(/[\u3041-\u3096]/g, (k) => String.fromCharCode(k.charCodeAt(0) + 0x60));

/**
 * A title with its katakana runs read as the English words they sound like, from `vocabulary`
 * (the mention's words, the variant and tier words): "アクアリッチ" "aqua rich". A run, or the part
 * of one, that sounds like none of them is left as it is (and unread).
 */
export function readKatakana(title: string, vocabulary: ReadonlyMap<string, string>): string {
  if (!HAS_KATAKANA.test(title)) return title;
  return title.replace(KATAKANA_RUN, (run) => {
    // The longest reading of the run's start as words of the vocabulary, part by part.
    const n = run.length;
    const hangul = /\p{Script=Hangul}/u.test(run);
    const sounds = hangul ? run : asKatakana(run);
    const best: { covered: number; text: string }[] = Array.from({ length: n + 1 }, () => ({ covered: -1, text: "" }));
    best[0] = { covered: 0, text: "" };
    for (let i = 0; i < n; i++) {
      const here = best[i]!;
      if (here.covered < 0) continue;
      // The kana left unread: kept as written.
      const skip = best[i + 1]!;
      if (here.covered > skip.covered) best[i + 1] = { covered: here.covered, text: here.text + run[i] };
      // (A hangul syllable holds a consonant, a vowel and often a last consonant: "립" lip.)
      for (let j = i + (hangul ? 1 : 2); j <= Math.min(n, i + 12); j++) {
        const part = sounds.slice(i, j);
        const sound = soundOf(part);
        const word = vocabulary.get(sound);
        if (!word || !soundsAlike(part, word, sounds[j])) continue;
        const next = best[j]!;
        const covered = here.covered + (j - i);
        if (covered > next.covered) best[j] = { covered, text: `${here.text} ${word} ` };
      }
    }
    return best[n]!.covered > 0 ? best[n]!.text : run;
  });
}

/**
 * The words a search's katakana may be read as, by their sound: the mention's own words and their
 * stems ("dotted" ドット). Other words (variants, colours) are read from CJK_MEANINGS.
 */
export function katakanaVocabulary(mentionText: string): Map<string, string> {
  const vocabulary = new Map<string, string>();
  for (const word of mentionText.toLowerCase().split(/[^a-z]+/)) {
    if (word.length < 2) continue;
    // The stem sounds as the loan word is written ("dotted" ドット, "switches" スイッチ) and reads as
    // the mention's own word.
    const stemmed = word.replace(/(?<=[a-z]{2})(?:(?<=(?:ch|sh|x|s|z))es|(.)\1?ed|ing|s)$/, "$1");
    for (const form of new Set([stemmed, word])) {
      const sound = soundOfEnglish(form);
      if (sound) vocabulary.set(sound, word);
    }
  }
  return vocabulary;
}

/** Kinds whose words are the product: a book, a game, a film in another language is another edition of it. */
const WORDED_KINDS = /\b(?:books?|cookbooks?|novels?|comics?|manga|games?|software|movies?|films?|music|albums?|audiobooks?)\b/i;
const wordedKind = (mention: { category?: string | null; subcategory?: string | null }) =>
  WORDED_KINDS.test(mention.subcategory || mention.category || "");
/** Scripts other than the Latin alphabet that a title may be written in. */
const OTHER_SCRIPT =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Cyrillic}\p{Script=Arabic}\p{Script=Greek}\p{Script=Thai}\p{Script=Hebrew}]/u;
const OTHER_SCRIPT_LETTERS = new RegExp(OTHER_SCRIPT.source, "gu");
/** Whether most of a title's letters are in another script than the Latin alphabet (an English book's "洋書 英語版" note is not). */
function writtenInOtherScript(title: string): boolean {
  const other = title.match(OTHER_SCRIPT_LETTERS)?.length ?? 0;
  return other > 0 && other * 2 > (title.match(/\p{Script=Latin}/gu)?.length ?? 0);
}
/** Articles and conjunctions only other languages write ("Das Kochbuch", "Los juegos"). */
const OTHER_ARTICLES = /(?<![\p{L}])(?:das|der|und|ein|eine|des|une|los|las|una|della|degli|het|een|och)(?![\p{L}])/iu;

/**
 * A book, game or film titled in another language or script than the mention ("ゼルダの伝説
 * ティアーズ オブ ザ キングダム", "Simple: Das Kochbuch"): that language's edition, which a buyer who
 * heard the creator cannot read. Kinds without words of their own (a backpack, a pen) are the same
 * item whatever language their title is in.
 */
export function languageEdition(
  mention: { product_name: string; category?: string | null; subcategory?: string | null },
  title: string,
): string | undefined {
  if (!wordedKind(mention)) return undefined;
  if (writtenInOtherScript(title) && !OTHER_SCRIPT.test(mention.product_name)) return "another script's edition";
  const article = OTHER_ARTICLES.exec(title)?.[0];
  return article && !OTHER_ARTICLES.test(mention.product_name) ? "another language's edition" : undefined;
}

/**
 * A search's candidates with their katakana titles read in the mention's words (the others as they
 * are). A book's or a game's title is not: in katakana it is that language's edition (languageEdition).
 */
export function readableCandidates<C extends { title: string }>(
  mention: { product_name: string; brand?: string | null; category?: string | null; subcategory?: string | null },
  candidates: readonly C[],
): readonly C[] {
  if (!candidates.some((c) => HAS_KATAKANA.test(c.title)) || wordedKind(mention)) return candidates;
  const vocabulary = katakanaVocabulary(`${mention.brand ?? ""} ${mention.product_name} ${mention.subcategory ?? ""}`);
  return candidates.map((c) => (HAS_KATAKANA.test(c.title) ? { ...c, title: readKatakana(c.title, vocabulary) } : c));
}
