// Generated from /api/openapi.json by openapi-typescript (test/helpers/openapi-types.ts); do not edit.
// OPENAPI_TYPES=write npx vitest run apps/server/test/openapi-client.test.ts writes it again.
export interface paths {
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The process is alive */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "ok";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The database answers */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "ready";
                            engine: string;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "unavailable";
                            engine: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/identity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The brand (identity) of the organisation behind a public path */
        get: {
            parameters: {
                query?: {
                    path?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            data: {
                                result: {
                                    meta: {
                                        code: string;
                                        prefix: string;
                                        name: string;
                                        logo: string | null;
                                        favicon: string | null;
                                        supportEmail: string;
                                        supportPhone: string;
                                        board: string | null;
                                    };
                                };
                            };
                        };
                    };
                };
                400: components["responses"]["Error400"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/identity/boards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The partner boards and their brand names, for the agency sign-in page to offer (decision 034)
         * @description Public: the same list for everyone; it says nothing about any account.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            data: {
                                boards: {
                                    code: string;
                                    name: string;
                                    logo: string | null;
                                    board: string | null;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tech/getLogs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Release notes for the change-log panel
         * @description portal: whose notes (this file holds the 'Candidate' portal's; another portal gets an empty list). release: true for the released versions, false for the notes not released yet. environment (omitted or null: any): production runs released versions only, so it has no unreleased notes.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default Candidate */
                        portal?: string;
                        /** @default true */
                        release?: boolean;
                        environment?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            data: {
                                data: {
                                    version: string;
                                    deployedAt: string | null;
                                    items: {
                                        modName: string;
                                        /** @enum {string} */
                                        type: "Bugs" | "Improvement" | "New Feature";
                                        desc: string;
                                    }[];
                                }[];
                            };
                        };
                    };
                };
                400: components["responses"]["Error400"];
                413: components["responses"]["Error413"];
                415: components["responses"]["Error415"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/microservices/api/tech/errorBoundary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Report a render error from the web client */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        url: string;
                        /** @default Candidate */
                        portalName?: string;
                        errorDetails: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message: string;
                        };
                    };
                };
                400: components["responses"]["Error400"];
                413: components["responses"]["Error413"];
                415: components["responses"]["Error415"];
                429: components["responses"]["Error429"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/job/open": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search open jobs (secured)
         * @description spec §7: `filter` is the Mongo-like object {isOpen, isComplete, State: {$in: [...]}, $or: [{Submodality}], Modality, Duration_Amount: {$gte, $lte}, weeklyPay: {$gte}}; only these fields and operators are accepted (anything else is a 400 naming it). Open and complete are always applied. `projection` picks Job fields ({City: 1}); `_id` always comes back. Paged on the server, newest first: `page` (from 1) and `perPage` (default 12, at most 100); `paging.total` counts all matches. The organisation is the session’s; a body `org` is ignored.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default {} */
                        filter?: {
                            /** @enum {boolean} */
                            isOpen?: true;
                            /** @enum {boolean} */
                            isComplete?: true;
                            State?: ("AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "DC" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY" | "GU" | "PR" | "VI") | {
                                $in: ("AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "DC" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY" | "GU" | "PR" | "VI")[];
                            };
                            Submodality?: string | {
                                $in: string[];
                            };
                            Modality?: string | {
                                $in: string[];
                            };
                            Duration_Amount?: number | {
                                $gte?: number;
                                $lte?: number;
                                $gt?: number;
                                $lt?: number;
                            };
                            weeklyPay?: number | {
                                $gte?: number;
                                $lte?: number;
                                $gt?: number;
                                $lt?: number;
                            };
                            $or?: {
                                Submodality: string;
                            }[];
                        };
                        projection?: {
                            _id?: 1 | true;
                            Public_Notes?: 1 | true;
                            Modality?: 1 | true;
                            Submodality?: 1 | true;
                            Shift?: 1 | true;
                            VMS_Name?: 1 | true;
                            Position_Name?: 1 | true;
                            NumberOfPositions?: 1 | true;
                            City?: 1 | true;
                            State?: 1 | true;
                            Zip?: 1 | true;
                            Duration_Amount?: 1 | true;
                            Weekly_Hours?: 1 | true;
                            facilityName?: 1 | true;
                            completionBonusPay?: 1 | true;
                            startingBonusPay?: 1 | true;
                            gapRate?: 1 | true;
                            OvertimeBase?: 1 | true;
                            OtPayRate?: 1 | true;
                            weeklyPay?: 1 | true;
                            weeklyStipends?: 1 | true;
                            createdAt?: 1 | true;
                            Estimated_Start_Date?: 1 | true;
                            isOpen?: 1 | true;
                            isComplete?: 1 | true;
                        };
                        /** @default 1 */
                        page?: number;
                        /** @default 12 */
                        perPage?: number;
                        org?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message?: string;
                            data: {
                                _id: string;
                                Public_Notes?: string | null;
                                Modality?: string;
                                Submodality?: string;
                                Shift?: string;
                                VMS_Name?: string | null;
                                Position_Name?: string;
                                NumberOfPositions?: number;
                                City?: string;
                                State?: string;
                                Zip?: string;
                                Duration_Amount?: number;
                                Weekly_Hours?: number;
                                facilityName?: string;
                                completionBonusPay?: number | null;
                                startingBonusPay?: number | null;
                                gapRate?: number | null;
                                OvertimeBase?: number | null;
                                OtPayRate?: number | null;
                                weeklyPay?: number;
                                weeklyStipends?: number | null;
                                /** @description ISO 8601 date-time */
                                createdAt?: string;
                                /** @description YYYY-MM-DD */
                                Estimated_Start_Date?: string | null;
                                isOpen?: boolean;
                                isComplete?: boolean;
                            }[];
                            paging: {
                                page: number;
                                perPage: number;
                                total: number;
                                totalPages: number;
                            };
                        };
                    };
                };
                400: components["responses"]["Error400"];
                401: components["responses"]["Error401"];
                413: components["responses"]["Error413"];
                415: components["responses"]["Error415"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/job/public/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search a public job board (no token)
         * @description The board is the `board` query parameter (a partner slug such as tlcjobs; absent: the agency’s own board). Search as in spec §5 with `state` and `specialties` (comma-separated), `compactState=true`, `modality`, `durationMin`/`durationMax` (weeks) and `minPay` (weekly). Public fields only, 12 a page (spec §9), newest first.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Partner board slug (doc2docjobs, tlcjobs, ...); absent: the agency’s own jobs */
                    board?: string;
                    page?: number;
                    /** @description US state codes, comma-separated (TX,CA). */
                    state?: string;
                    compactState?: "true" | "false";
                    specialties?: string;
                    modality?: string;
                    durationMin?: number;
                    durationMax?: number;
                    minPay?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message?: string;
                            data: {
                                _id: string;
                                Public_Notes: string | null;
                                Modality: string;
                                Submodality: string;
                                Shift: string;
                                Position_Name: string;
                                NumberOfPositions: number;
                                City: string;
                                State: string;
                                Zip: string;
                                Duration_Amount: number;
                                Weekly_Hours: number;
                                facilityName: string;
                                completionBonusPay: number | null;
                                startingBonusPay: number | null;
                                gapRate: number | null;
                                OvertimeBase: number | null;
                                OtPayRate: number | null;
                                weeklyPay: number;
                                weeklyStipends: number | null;
                                /** @description ISO 8601 date-time */
                                createdAt: string;
                                /** @description YYYY-MM-DD */
                                Estimated_Start_Date: string | null;
                            }[];
                            paging: {
                                page: number;
                                perPage: number;
                                total: number;
                                totalPages: number;
                            };
                        };
                    };
                };
                400: components["responses"]["Error400"];
                404: components["responses"]["Error404"];
                429: components["responses"]["Error429"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/job/public/initial": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * First page of a public job board (no token)
         * @description The newest 12 open jobs of the board (`board` as in /api/job/public/list) and `facets`: the states and specialties it has jobs in.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Partner board slug (doc2docjobs, tlcjobs, ...); absent: the agency’s own jobs */
                    board?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message?: string;
                            data: {
                                _id: string;
                                Public_Notes: string | null;
                                Modality: string;
                                Submodality: string;
                                Shift: string;
                                Position_Name: string;
                                NumberOfPositions: number;
                                City: string;
                                State: string;
                                Zip: string;
                                Duration_Amount: number;
                                Weekly_Hours: number;
                                facilityName: string;
                                completionBonusPay: number | null;
                                startingBonusPay: number | null;
                                gapRate: number | null;
                                OvertimeBase: number | null;
                                OtPayRate: number | null;
                                weeklyPay: number;
                                weeklyStipends: number | null;
                                /** @description ISO 8601 date-time */
                                createdAt: string;
                                /** @description YYYY-MM-DD */
                                Estimated_Start_Date: string | null;
                            }[];
                            paging: {
                                page: number;
                                perPage: number;
                                total: number;
                                totalPages: number;
                            };
                            facets: {
                                states: string[];
                                specialties: string[];
                            };
                        };
                    };
                };
                400: components["responses"]["Error400"];
                404: components["responses"]["Error404"];
                429: components["responses"]["Error429"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/job/compactStatesCode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Nurse Licensure Compact member states
         * @description The codes added to a search when the compact-state switch is on (spec §5), with the date the list was checked.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message?: string;
                            data: {
                                asOf: string | null;
                                codes: string[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/submodalitiesList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Specialties (Submodality values) with their label and type
         * @description spec §2 "Specialty picker": each option has label, value and type (Nursing or Allied), plus its modality.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message?: string;
                            data: {
                                label: string;
                                value: string;
                                /** @enum {string} */
                                type: "Nursing" | "Allied";
                                modality: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/jobs/for-you": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The Open Jobs filter that matches the candidate’s profile (secured)
         * @description From the application’s role, specialties and states (a quick application’s answers included): `filter.specialties` holds the role’s own specialty (LPN/LVN, PCT, CNA, Medical Assistant, CMA) and the chosen specialties that fit the role, `filter.state` the states the candidate would work in, `filter.compactState` their compact-state switch. `applies` is false when none of it is known (Open Jobs then shows every job); `missing` names what the profile does not say yet. The search itself is POST /api/job/open; `openings` brings the first page of the search Open Jobs opens on (the profile’s, then every job when nothing matches it) with its jobs’ readiness meters, as those two calls answer them, so that the page needs neither call to paint.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message?: string;
                            data: {
                                filter: {
                                    /** @description USPS codes of the states the candidate would work in */
                                    state: string[];
                                    /** @description The compact states too (the switch of the application’s states) */
                                    compactState: boolean;
                                    /** @description Job specialties (Submodality): the role’s own and the chosen ones that fit it */
                                    specialties: string[];
                                };
                                /** @description What the profile does not say yet */
                                missing: ("role" | "specialties" | "states")[];
                                /** @description False when the profile says nothing the search can use: every job is shown */
                                applies: boolean;
                                /** @description The first page of the search Open Jobs opens on when it has no search of its own: the profile’s (when `applies`), then, when nothing matches it, every job; empty when it could not be made. */
                                openings: {
                                    /** @description The search as Open Jobs sends it to POST /api/job/open (with the job cards’ projection) */
                                    search: {
                                        filter: {
                                            [key: string]: unknown;
                                        };
                                        page: number;
                                        perPage: number;
                                    };
                                    data: {
                                        _id: string;
                                        Public_Notes?: string | null;
                                        Modality?: string;
                                        Submodality?: string;
                                        Shift?: string;
                                        VMS_Name?: string | null;
                                        Position_Name?: string;
                                        NumberOfPositions?: number;
                                        City?: string;
                                        State?: string;
                                        Zip?: string;
                                        Duration_Amount?: number;
                                        Weekly_Hours?: number;
                                        facilityName?: string;
                                        completionBonusPay?: number | null;
                                        startingBonusPay?: number | null;
                                        gapRate?: number | null;
                                        OvertimeBase?: number | null;
                                        OtPayRate?: number | null;
                                        weeklyPay?: number;
                                        weeklyStipends?: number | null;
                                        /** @description ISO 8601 date-time */
                                        createdAt?: string;
                                        /** @description YYYY-MM-DD */
                                        Estimated_Start_Date?: string | null;
                                        isOpen?: boolean;
                                        isComplete?: boolean;
                                    }[];
                                    paging: {
                                        page: number;
                                        perPage: number;
                                        total: number;
                                        totalPages: number;
                                    };
                                    /** @description The readiness meter of each job of the page */
                                    readiness: {
                                        jobId: string;
                                        ready: boolean;
                                        todo: ({
                                            /** @enum {string} */
                                            kind: "licence";
                                            types: string[];
                                            state: string;
                                            compact: boolean;
                                            link: string;
                                        } | {
                                            /** @enum {string} */
                                            kind: "checklist";
                                            specialty: string;
                                            slug: string;
                                            link: string;
                                        } | {
                                            /** @enum {string} */
                                            kind: "references";
                                            link: string;
                                        } | {
                                            /** @enum {string} */
                                            kind: "application";
                                            link: string;
                                        } | {
                                            /** @enum {string} */
                                            kind: "expiry";
                                            startsOn: string;
                                            credentials: {
                                                /** @enum {string} */
                                                section: "licenses" | "boardCert" | "lifeSupportCert";
                                                name: string;
                                                state?: string;
                                                expiresOn: string;
                                            }[];
                                            link: string;
                                        })[];
                                    }[];
                                }[];
                            };
                        };
                    };
                };
                401: components["responses"]["Error401"];
                429: components["responses"]["Error429"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/job/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One job of the candidate’s organisation (secured)
         * @description The page /openjobs/:id: public fields, whether the job is still open, and the candidate’s submission to it (or null); 404 for any job the candidate may not see.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message?: string;
                            data: {
                                _id: string;
                                Public_Notes: string | null;
                                Modality: string;
                                Submodality: string;
                                Shift: string;
                                Position_Name: string;
                                NumberOfPositions: number;
                                City: string;
                                State: string;
                                Zip: string;
                                Duration_Amount: number;
                                Weekly_Hours: number;
                                facilityName: string;
                                completionBonusPay: number | null;
                                startingBonusPay: number | null;
                                gapRate: number | null;
                                OvertimeBase: number | null;
                                OtPayRate: number | null;
                                weeklyPay: number;
                                weeklyStipends: number | null;
                                /** @description ISO 8601 date-time */
                                createdAt: string;
                                /** @description YYYY-MM-DD */
                                Estimated_Start_Date: string | null;
                                isOpen: boolean;
                                submission: {
                                    /** @enum {string} */
                                    status: "submitted" | "in_review" | "interview" | "offered" | "placed" | "not_selected" | "withdrawn";
                                    createdAt: string;
                                } | null;
                            };
                        };
                    };
                };
                400: components["responses"]["Error400"];
                401: components["responses"]["Error401"];
                404: components["responses"]["Error404"];
                414: components["responses"]["Error414"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/getLikedJobids": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ids of the candidate’s favourite jobs (secured)
         * @description spec §3 auth state `likes`: the list of liked job ids, most recently liked first.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message?: string;
                            data: string[];
                        };
                    };
                };
                401: components["responses"]["Error401"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/job/{id}/like": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Add a job to favourites, or remove it with {liked: false} (secured)
         * @description Sets the heart of a job; idempotent. 404 for a job outside the candidate’s organisation.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default true */
                        liked?: boolean;
                        org?: string;
                    } | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message?: string;
                            data: {
                                jobId: string;
                                liked: boolean;
                            };
                        };
                    };
                };
                400: components["responses"]["Error400"];
                401: components["responses"]["Error401"];
                404: components["responses"]["Error404"];
                413: components["responses"]["Error413"];
                414: components["responses"]["Error414"];
                415: components["responses"]["Error415"];
            };
        };
        post?: never;
        /**
         * Remove a job from favourites (secured)
         * @description Idempotent. 404 for a job outside the candidate’s organisation.
         */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message?: string;
                            data: {
                                jobId: string;
                                liked: boolean;
                            };
                        };
                    };
                };
                400: components["responses"]["Error400"];
                401: components["responses"]["Error401"];
                404: components["responses"]["Error404"];
                413: components["responses"]["Error413"];
                414: components["responses"]["Error414"];
                415: components["responses"]["Error415"];
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/job/favorites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The candidate’s favourite jobs, 12 a page (secured)
         * @description Most recently liked first; a job that has closed since stays listed with isOpen false.
         */
        get: {
            parameters: {
                query?: {
                    page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message?: string;
                            data: {
                                _id: string;
                                Public_Notes: string | null;
                                Modality: string;
                                Submodality: string;
                                Shift: string;
                                Position_Name: string;
                                NumberOfPositions: number;
                                City: string;
                                State: string;
                                Zip: string;
                                Duration_Amount: number;
                                Weekly_Hours: number;
                                facilityName: string;
                                completionBonusPay: number | null;
                                startingBonusPay: number | null;
                                gapRate: number | null;
                                OvertimeBase: number | null;
                                OtPayRate: number | null;
                                weeklyPay: number;
                                weeklyStipends: number | null;
                                /** @description ISO 8601 date-time */
                                createdAt: string;
                                /** @description YYYY-MM-DD */
                                Estimated_Start_Date: string | null;
                                isOpen: boolean;
                            }[];
                            paging: {
                                page: number;
                                perPage: number;
                                total: number;
                                totalPages: number;
                            };
                        };
                    };
                };
                400: components["responses"]["Error400"];
                401: components["responses"]["Error401"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/candidate/submission/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit the candidate to jobs (secured)
         * @description spec §7 posts an array: [{jobId, note?}], one entry per job (at most 20). All or nothing: 404 if a job is not one of the candidate’s organisation, 409 if it is closed or was already submitted to (the message names the job).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        jobId: string;
                        note?: string;
                    }[];
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message?: string;
                            data: {
                                _id: string;
                                jobId: string;
                                /** @enum {string} */
                                status: "submitted" | "in_review" | "interview" | "offered" | "placed" | "not_selected" | "withdrawn";
                                note: string | null;
                                createdAt: string;
                                updatedAt: string;
                                job: {
                                    _id: string;
                                    Position_Name: string;
                                    facilityName: string;
                                    City: string;
                                    State: string;
                                    Submodality: string;
                                    Shift: string;
                                    Duration_Amount: number;
                                    weeklyPay: number;
                                    weeklyStipends: number | null;
                                    /** @description YYYY-MM-DD */
                                    Estimated_Start_Date: string | null;
                                };
                            }[];
                        };
                    };
                };
                400: components["responses"]["Error400"];
                401: components["responses"]["Error401"];
                403: components["responses"]["Error403"];
                404: components["responses"]["Error404"];
                409: components["responses"]["Error409"];
                413: components["responses"]["Error413"];
                415: components["responses"]["Error415"];
                429: components["responses"]["Error429"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/candidate/submission/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The candidate’s submissions, 12 a page (secured)
         * @description Newest first, each with its status (submitted, in_review, interview, offered, placed, not_selected, withdrawn), dates and the job.
         */
        get: {
            parameters: {
                query?: {
                    page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message?: string;
                            data: {
                                _id: string;
                                jobId: string;
                                /** @enum {string} */
                                status: "submitted" | "in_review" | "interview" | "offered" | "placed" | "not_selected" | "withdrawn";
                                note: string | null;
                                createdAt: string;
                                updatedAt: string;
                                job: {
                                    _id: string;
                                    Position_Name: string;
                                    facilityName: string;
                                    City: string;
                                    State: string;
                                    Submodality: string;
                                    Shift: string;
                                    Duration_Amount: number;
                                    weeklyPay: number;
                                    weeklyStipends: number | null;
                                    /** @description YYYY-MM-DD */
                                    Estimated_Start_Date: string | null;
                                };
                            }[];
                            paging: {
                                page: number;
                                perPage: number;
                                total: number;
                                totalPages: number;
                            };
                        };
                    };
                };
                400: components["responses"]["Error400"];
                401: components["responses"]["Error401"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/get-Housing-Data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether housing near a job can be searched here (secured)
         * @description available is false when no housing provider is configured (HOUSING_PROVIDER_URL): job pages then offer no housing search.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message?: string;
                            data: {
                                available: boolean;
                            };
                        };
                    };
                };
                401: components["responses"]["Error401"];
            };
        };
        put?: never;
        /**
         * Housing near a job (secured)
         * @description spec §7 payload: city, state, zip, checkIn and checkOut (the job’s start, and start plus its weeks; YYYY-MM-DD), guestCount 1, roomCount 1, retrySearchWithExpandedRadius true, salesChannel website. Passed to the provider at HOUSING_PROVIDER_URL. Without a provider: 200 with data.available false and a message (information, not an error). A provider failure is a 502.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        city: string;
                        /**
                         * @description A US state code (two letters, such as TX).
                         * @enum {string}
                         */
                        state: "AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "DC" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY" | "GU" | "PR" | "VI";
                        zip: string;
                        /** Format: date */
                        checkIn: string;
                        /** Format: date */
                        checkOut: string;
                        /** @default 1 */
                        guestCount?: number;
                        /** @default 1 */
                        roomCount?: number;
                        /** @default true */
                        retrySearchWithExpandedRadius?: boolean;
                        /** @default website */
                        salesChannel?: string;
                        org?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message?: string;
                            data: {
                                available: boolean;
                                results: {
                                    id: string;
                                    name: string;
                                    address: string | null;
                                    city: string | null;
                                    state: string | null;
                                    distanceMiles: number | null;
                                    nightlyRate: number | null;
                                    totalPrice: number | null;
                                    currency: string;
                                    url: string | null;
                                    imageUrl: string | null;
                                }[];
                            };
                        };
                    };
                };
                400: components["responses"]["Error400"];
                401: components["responses"]["Error401"];
                413: components["responses"]["Error413"];
                415: components["responses"]["Error415"];
                429: components["responses"]["Error429"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/jobs/readiness": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * What the candidate still needs for each job of a page (secured)
         * @description One call per page of jobs: `jobIds` (at most 100) → for each job of the candidate’s organisation, in the order asked, `ready` and `todo`, the things still to do, each with the one place it is fixed (`link`): `licence` (a licence valid in the job’s state: one of that state, or a multistate licence when the state and the role are in the Nurse Licensure Compact), `checklist` (the specialty’s skills checklist), `references` (the rule that gates submissions), `application` (submitted), `expiry` (credentials expired before the start date). Ids of no such job are left out.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        jobIds: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message?: string;
                            data: {
                                jobId: string;
                                ready: boolean;
                                todo: ({
                                    /** @enum {string} */
                                    kind: "licence";
                                    types: string[];
                                    state: string;
                                    compact: boolean;
                                    link: string;
                                } | {
                                    /** @enum {string} */
                                    kind: "checklist";
                                    specialty: string;
                                    slug: string;
                                    link: string;
                                } | {
                                    /** @enum {string} */
                                    kind: "references";
                                    link: string;
                                } | {
                                    /** @enum {string} */
                                    kind: "application";
                                    link: string;
                                } | {
                                    /** @enum {string} */
                                    kind: "expiry";
                                    startsOn: string;
                                    credentials: {
                                        /** @enum {string} */
                                        section: "licenses" | "boardCert" | "lifeSupportCert";
                                        name: string;
                                        state?: string;
                                        expiresOn: string;
                                    }[];
                                    link: string;
                                })[];
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: false;
                            message: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: false;
                            message: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                413: components["responses"]["Error413"];
                415: components["responses"]["Error415"];
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: false;
                            message: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/jobs/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search the open jobs the candidate is ready for (secured)
         * @description The body and the answer of POST /api/job/open (filter, projection, page, perPage; paged newest first, `paging.total` counts all matches), narrowed to the jobs for which POST /api/jobs/readiness has nothing to do. Never kept between candidates.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default {} */
                        filter?: {
                            /** @enum {boolean} */
                            isOpen?: true;
                            /** @enum {boolean} */
                            isComplete?: true;
                            State?: ("AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "DC" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY" | "GU" | "PR" | "VI") | {
                                $in: ("AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "DC" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY" | "GU" | "PR" | "VI")[];
                            };
                            Submodality?: string | {
                                $in: string[];
                            };
                            Modality?: string | {
                                $in: string[];
                            };
                            Duration_Amount?: number | {
                                $gte?: number;
                                $lte?: number;
                                $gt?: number;
                                $lt?: number;
                            };
                            weeklyPay?: number | {
                                $gte?: number;
                                $lte?: number;
                                $gt?: number;
                                $lt?: number;
                            };
                            $or?: {
                                Submodality: string;
                            }[];
                        };
                        projection?: {
                            _id?: 1 | true;
                            Public_Notes?: 1 | true;
                            Modality?: 1 | true;
                            Submodality?: 1 | true;
                            Shift?: 1 | true;
                            VMS_Name?: 1 | true;
                            Position_Name?: 1 | true;
                            NumberOfPositions?: 1 | true;
                            City?: 1 | true;
                            State?: 1 | true;
                            Zip?: 1 | true;
                            Duration_Amount?: 1 | true;
                            Weekly_Hours?: 1 | true;
                            facilityName?: 1 | true;
                            completionBonusPay?: 1 | true;
                            startingBonusPay?: 1 | true;
                            gapRate?: 1 | true;
                            OvertimeBase?: 1 | true;
                            OtPayRate?: 1 | true;
                            weeklyPay?: 1 | true;
                            weeklyStipends?: 1 | true;
                            createdAt?: 1 | true;
                            Estimated_Start_Date?: 1 | true;
                            isOpen?: 1 | true;
                            isComplete?: 1 | true;
                        };
                        /** @default 1 */
                        page?: number;
                        /** @default 12 */
                        perPage?: number;
                        org?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message?: string;
                            data: {
                                _id: string;
                                Public_Notes?: string | null;
                                Modality?: string;
                                Submodality?: string;
                                Shift?: string;
                                VMS_Name?: string | null;
                                Position_Name?: string;
                                NumberOfPositions?: number;
                                City?: string;
                                State?: string;
                                Zip?: string;
                                Duration_Amount?: number;
                                Weekly_Hours?: number;
                                facilityName?: string;
                                completionBonusPay?: number | null;
                                startingBonusPay?: number | null;
                                gapRate?: number | null;
                                OvertimeBase?: number | null;
                                OtPayRate?: number | null;
                                weeklyPay?: number;
                                weeklyStipends?: number | null;
                                /** @description ISO 8601 date-time */
                                createdAt?: string;
                                /** @description YYYY-MM-DD */
                                Estimated_Start_Date?: string | null;
                                isOpen?: boolean;
                                isComplete?: boolean;
                            }[];
                            paging: {
                                page: number;
                                perPage: number;
                                total: number;
                                totalPages: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: false;
                            message: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: false;
                            message: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                413: components["responses"]["Error413"];
                415: components["responses"]["Error415"];
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: false;
                            message: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in (spec §7): type login | magic | google | facebook | linkedin
         * @description type=login: email + password → session. type=magic without token: e-mails a sign-in link and answers the same whether or not the address has an account (data.sent). type=magic with token: the POST of the link's confirm page (also confirms a sign-up) → session. Social types: token is the authorization code the provider sent to the callback page, state its state; the browser must carry the oauth_state cookie set by GET /api/auth/oauth/{provider}. A session sets the `username` cookie (spec §4/§9), which expires with it. Wrong credentials: 400 with a message.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        type: "login";
                        /** Format: email */
                        email: string;
                        password: string;
                        org?: string;
                    } | {
                        /** @enum {string} */
                        type: "magic";
                        /** Format: email */
                        email?: string;
                        token?: string;
                        password?: string;
                        org?: string;
                    } | {
                        /** @enum {string} */
                        type: "google";
                        token: string;
                        state: string;
                        url?: string;
                        org?: string;
                    } | {
                        /** @enum {string} */
                        type: "facebook";
                        token: string;
                        state: string;
                        url?: string;
                        org?: string;
                    } | {
                        /** @enum {string} */
                        type: "linkedin";
                        token: string;
                        state: string;
                        url?: string;
                        org?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message?: string;
                            data: {
                                token: string;
                                email: string;
                                org: string;
                                brand: {
                                    code: string;
                                    prefix: string;
                                    name: string;
                                    logo: string | null;
                                    favicon: string | null;
                                    supportEmail: string;
                                    supportPhone: string;
                                    board: string | null;
                                };
                                prefix: string;
                                profile: {
                                    id: string;
                                    email: string;
                                    firstName: string;
                                    lastName: string;
                                    fName: string;
                                    lName: string;
                                    avatar: string | null;
                                    isPassword: boolean;
                                    description: string;
                                    cell: string;
                                    office: string;
                                    org: string;
                                };
                                board: string | null;
                            };
                        } | {
                            /** @enum {boolean} */
                            status: true;
                            message: string;
                            data: {
                                /** @enum {boolean} */
                                sent: true;
                            };
                        };
                    };
                };
                400: components["responses"]["Error400"];
                413: components["responses"]["Error413"];
                415: components["responses"]["Error415"];
                429: components["responses"]["Error429"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/oauth/{provider}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Start social sign-in: redirects to the provider with state (and PKCE for Google)
         * @description Sets a signed httpOnly oauth_state cookie (10 minutes). The provider returns to /auth/login?social=google|facebook or /linkedin (spec §2), whose page posts code and state to POST /api/auth/login. 404 when the provider is not configured.
         */
        get: {
            parameters: {
                query?: {
                    org?: string;
                    source?: string;
                    utm_campaign?: string;
                };
                header?: never;
                path: {
                    provider: "google" | "facebook" | "linkedin";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                400: components["responses"]["Error400"];
                404: components["responses"]["Error404"];
                414: components["responses"]["Error414"];
                429: components["responses"]["Error429"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Which social sign-in providers are configured (their buttons are hidden otherwise) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            data: {
                                google: boolean;
                                facebook: boolean;
                                linkedin: boolean;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign up (spec §3 Register): e-mails a link that confirms the address, creates the account and signs in
         * @description Always answers 200 with the same message: for an address that already has an account, its owner is e-mailed instead (no account enumeration). The account exists once the link is confirmed through POST /api/auth/login {type:"magic", token}. utm_campaign and source (the :source of /auth/register/:source) are kept on the account.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        firstName: string;
                        lastName: string;
                        /** Format: email */
                        email: string;
                        password: string & unknown;
                        reTypePassword: string & unknown;
                        referralName?: string;
                        utm_campaign?: string;
                        source?: string;
                        org?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message: string;
                        };
                    };
                };
                400: components["responses"]["Error400"];
                413: components["responses"]["Error413"];
                415: components["responses"]["Error415"];
                429: components["responses"]["Error429"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out: revokes the session at once and clears the username cookie */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message: string;
                        };
                    };
                };
                400: components["responses"]["Error400"];
                413: components["responses"]["Error413"];
                415: components["responses"]["Error415"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout-everywhere": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out everywhere (secured): ends every session of the account and spends its open e-mailed links and codes */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message: string;
                        };
                    };
                };
                400: components["responses"]["Error400"];
                401: components["responses"]["Error401"];
                413: components["responses"]["Error413"];
                415: components["responses"]["Error415"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/validateEmailAddress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Is this address deliverable? (spec §7) Syntax, then a DNS MX/A lookup when EMAIL_DELIVERABILITY=dns
         * @description An unreachable or slow resolver never makes an address undeliverable; only a definite "no such domain" does.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            data: {
                                isDeliverable: boolean;
                            };
                        };
                    };
                };
                400: components["responses"]["Error400"];
                413: components["responses"]["Error413"];
                415: components["responses"]["Error415"];
                429: components["responses"]["Error429"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/checkEmailAvailability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Availability check of the sign-up e-mail field
         * @description isAvailable is true when the address can be used to sign up, i.e. it is deliverable. It deliberately does NOT say whether an account exists: sign-up itself does not reveal that (the owner of an existing address is e-mailed), and this check must not reveal more than sign-up does (security.md item 2).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            data: {
                                isDeliverable: boolean;
                                isAvailable: boolean;
                            };
                        };
                    };
                };
                400: components["responses"]["Error400"];
                413: components["responses"]["Error413"];
                415: components["responses"]["Error415"];
                429: components["responses"]["Error429"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Request a password reset code by e-mail (spec §4, §7)
         * @description Always answers the same message. A new code voids the previous one; a code lives 10 minutes.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: email */
                        email: string;
                        org?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message: string;
                        };
                    };
                };
                400: components["responses"]["Error400"];
                413: components["responses"]["Error413"];
                415: components["responses"]["Error415"];
                429: components["responses"]["Error429"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/reset-password-verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify the e-mailed reset code (spec §7: form-encoded code, org, otp)
         * @description Form-encoded (JSON also accepted). otp is the 6-digit code from the e-mail; code and org name the organisation (org code; either may be given); email is the address the code was sent to. Answers a reset grant (data.resetToken, single use, 10 minutes) for POST /api/auth/new-password. A code works once; after 5 wrong tries it is void.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/x-www-form-urlencoded": {
                        email: string;
                        otp: string;
                        code?: string;
                        org?: string;
                    };
                    "application/json": {
                        email: string;
                        otp: string;
                        code?: string;
                        org?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            data: {
                                resetToken: string;
                            };
                        };
                    };
                };
                400: components["responses"]["Error400"];
                413: components["responses"]["Error413"];
                415: components["responses"]["Error415"];
                429: components["responses"]["Error429"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/new-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set the new password with the reset grant (spec §3 Reset: newpas, retypepas)
         * @description Ends every session of the account at once. Then sign in with the new password.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        resetToken: string;
                        newpas: string;
                        retypepas: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message: string;
                        };
                    };
                };
                400: components["responses"]["Error400"];
                413: components["responses"]["Error413"];
                415: components["responses"]["Error415"];
                429: components["responses"]["Error429"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change password (secured; spec §3): oldPassword required when the account has a password
         * @description With a password: checks oldPassword, ends every session and answers a fresh session for this device (data). Without one (account made by link or social sign-in): e-mails a link that confirms the new password; data is null.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        oldPassword?: string;
                        newPassword: string & unknown;
                        reTypePassword: string & unknown;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message?: string;
                            data: {
                                token: string;
                                email: string;
                                org: string;
                                brand: {
                                    code: string;
                                    prefix: string;
                                    name: string;
                                    logo: string | null;
                                    favicon: string | null;
                                    supportEmail: string;
                                    supportPhone: string;
                                    board: string | null;
                                };
                                prefix: string;
                                profile: {
                                    id: string;
                                    email: string;
                                    firstName: string;
                                    lastName: string;
                                    fName: string;
                                    lName: string;
                                    avatar: string | null;
                                    isPassword: boolean;
                                    description: string;
                                    cell: string;
                                    office: string;
                                    org: string;
                                };
                                board: string | null;
                            };
                        } | {
                            /** @enum {boolean} */
                            status: true;
                            message: string;
                            /** @enum {string|null} */
                            data: null;
                        };
                    };
                };
                400: components["responses"]["Error400"];
                401: components["responses"]["Error401"];
                413: components["responses"]["Error413"];
                415: components["responses"]["Error415"];
                429: components["responses"]["Error429"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/confirm-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Confirm page of a new password (e-mailed link); does not use the link */
        get: {
            parameters: {
                query: {
                    token: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                400: components["responses"]["Error400"];
            };
        };
        put?: never;
        /**
         * Apply the confirmed new password (form-encoded from the confirm page, or JSON)
         * @description password is the new password typed again; a wrong one counts as a try (the link dies after 5).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/x-www-form-urlencoded": {
                        token: string;
                        password?: string;
                    };
                    "application/json": {
                        token: string;
                        password?: string;
                    };
                };
            };
            responses: {
                /** @description A form post: the page that says so; JSON: the message */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message: string;
                        };
                    };
                };
                /** @description A form post: the page again with what was wrong; JSON: the error */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                        "application/json": {
                            /** @enum {boolean} */
                            status: false;
                            /** @description Meant for the user, in the language of Accept-Language where the message is translated. */
                            message: string;
                            /** @description A stable name of the refusal (UNAUTHORIZED, RATE_LIMITED, UPLOAD_TOO_BIG, ...), where there is one. */
                            code?: string;
                            /** @description A 400 of a field: each field that is wrong (path joined with dots) and why. */
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                413: components["responses"]["Error413"];
                415: components["responses"]["Error415"];
                429: components["responses"]["Error429"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in candidate's profile (spec §7) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            data: {
                                id: string;
                                email: string;
                                firstName: string;
                                lastName: string;
                                fName: string;
                                lName: string;
                                avatar: string | null;
                                isPassword: boolean;
                                description: string;
                                cell: string;
                                office: string;
                                org: string;
                            };
                        };
                    };
                };
                401: components["responses"]["Error401"];
            };
        };
        /**
         * Update the profile (spec §3): fName, lName, description, cell, office; the e-mail cannot be changed
         * @description Fields other than these (email, org, ...) are ignored.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        fName: string;
                        lName: string;
                        /** @default  */
                        description?: string;
                        /** @default  */
                        cell?: "" | string;
                        /** @default  */
                        office?: "" | string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            data: {
                                id: string;
                                email: string;
                                firstName: string;
                                lastName: string;
                                fName: string;
                                lName: string;
                                avatar: string | null;
                                isPassword: boolean;
                                description: string;
                                cell: string;
                                office: string;
                                org: string;
                            };
                            message: string;
                        };
                    };
                };
                400: components["responses"]["Error400"];
                401: components["responses"]["Error401"];
                413: components["responses"]["Error413"];
                415: components["responses"]["Error415"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/candidate/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** spec §3 UserData as data.data: applicationDetails, resume, specialties, email, skillsChecklist, references (with the profile fields) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            data: {
                                data: {
                                    id: string;
                                    email: string;
                                    firstName: string;
                                    lastName: string;
                                    fName: string;
                                    lName: string;
                                    avatar: string | null;
                                    isPassword: boolean;
                                    description: string;
                                    cell: string;
                                    office: string;
                                    org: string;
                                    applicationDetails: {
                                        [key: string]: (boolean | string) | null;
                                    };
                                    resume: {
                                        id: string;
                                        kind: string;
                                        filename: string;
                                        size: number;
                                        mime: string;
                                        createdAt: string;
                                    } | null;
                                    specialties: string[];
                                    skillsChecklist: {
                                        id: string;
                                        slug: string;
                                        name: string;
                                        /** @enum {string} */
                                        status: "inProgress" | "signed";
                                        createdAt: string;
                                        updatedAt: string;
                                        signedAt: string | null;
                                        expiresAt: string | null;
                                    }[];
                                    references: {
                                        _id: string;
                                        salutation: string;
                                        firstName: string;
                                        lastName: string;
                                        /** @enum {string} */
                                        contactMethod: "email" | "phone" | "both";
                                        email: string;
                                        country: string;
                                        city: string;
                                        state: string;
                                        workPhone: string;
                                        phone: string;
                                        referenceType: string;
                                        referenceIsOrWasMy: string;
                                        workTogetherFrom: string;
                                        workTogetherTo: string;
                                        referenceJobTitleWhenWorkingWithMe: string;
                                        companyName: string;
                                        currentCompanyName: string;
                                        specificAreaOfExpertise: string;
                                        currentJobTitle: string;
                                        /** @enum {string} */
                                        status: "draft" | "requested" | "opened" | "completed" | "declined" | "expired";
                                        sentAt: string | null;
                                        openedAt: string | null;
                                        answeredAt: string | null;
                                        linkExpiresAt: string | null;
                                        needsRenewal: boolean;
                                        createdAt: string;
                                        updatedAt: string;
                                    }[];
                                    isPCT: boolean;
                                };
                            };
                        };
                    };
                };
                401: components["responses"]["Error401"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile/brand": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The brand and prefix of the signed-in candidate's organisation (spec §3 auth state) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            data: {
                                brand: {
                                    code: string;
                                    prefix: string;
                                    name: string;
                                    logo: string | null;
                                    favicon: string | null;
                                    supportEmail: string;
                                    supportPhone: string;
                                    board: string | null;
                                };
                                prefix: string;
                                board: string | null;
                            };
                        };
                    };
                };
                401: components["responses"]["Error401"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile/avatar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload the avatar (multipart field "file"): PNG, JPEG, GIF or WebP by content, at most 1,000,000 bytes; stored re-encoded
         * @description 413 when too large (nothing kept), 400 for other types or a malformed upload. The image is re-encoded (metadata such as GPS location is removed). The profile's avatar is a file name served at /api/auth/avatars/{name}.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /**
                         * Format: binary
                         * @description The image: PNG, JPEG, GIF or WebP, at most 1,000,000 bytes.
                         */
                        file: Blob;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            data: {
                                id: string;
                                email: string;
                                firstName: string;
                                lastName: string;
                                fName: string;
                                lName: string;
                                avatar: string | null;
                                isPassword: boolean;
                                description: string;
                                cell: string;
                                office: string;
                                org: string;
                            };
                            message: string;
                        };
                    };
                };
                400: components["responses"]["Error400"];
                401: components["responses"]["Error401"];
                413: components["responses"]["Error413"];
                415: components["responses"]["Error415"];
                429: components["responses"]["Error429"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/avatars/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An avatar image */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    name: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The image (re-encoded at upload) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/png": Blob;
                        "image/jpeg": Blob;
                    };
                };
                400: components["responses"]["Error400"];
                404: components["responses"]["Error404"];
                414: components["responses"]["Error414"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/candidate/application": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The application: saved sections (sensitive values masked), completion flags, wizard step (spec §4), documents */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message?: string;
                            data: {
                                sections: {
                                    [key: string]: {
                                        data: unknown;
                                        /** @enum {string} */
                                        status: "draft" | "complete" | "notApplicable";
                                        updatedAt: string;
                                    };
                                };
                                applicationDetails: {
                                    [key: string]: (boolean | string) | null;
                                };
                                step: number;
                                completeness: number;
                                submittedAt: string | null;
                                offerRecorded: boolean;
                                disclosureViewedAt?: string | null;
                                documents: {
                                    id: string;
                                    kind: string;
                                    filename: string;
                                    size: number;
                                    mime: string;
                                    createdAt: string;
                                }[];
                            };
                        };
                    };
                };
                401: components["responses"]["Error401"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/candidate/application/{section}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Save one section: draft (partial, kept) or complete (validated whole), or not applicable
         * @description Answers the whole application and "Data has been saved". 400 with errors [{path, message}] when a value is wrong; 403 for healthStatus before an offer is recorded, and for backgroundCheck before the disclosure was read (send disclosureViewedAt). A masked value sent back unchanged keeps the stored one. gapHistory cannot be marked not applicable while the history has employment gaps over 30 days (400 naming them). A draft of a section in parts (personalInfo: start, more) may name the part finished (part): its required fields and those of the parts before it are checked as for a complete save; a part the section does not have is a 400.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    section: "personalInfo" | "education" | "medicalTraining" | "boardCert" | "lifeSupportCert" | "licenses" | "LicenseandExams" | "workHistory" | "miltaryHistory" | "gapHistory" | "hospitalAffilation" | "profLiability" | "actionsAndSanctions" | "healthStatus" | "profReferences" | "supplementalClaims" | "formW9" | "backgroundCheck";
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        data: unknown;
                        draft?: boolean;
                        notApplicable?: boolean;
                        disclosureViewedAt?: string;
                        part?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message?: string;
                            data: {
                                sections: {
                                    [key: string]: {
                                        data: unknown;
                                        /** @enum {string} */
                                        status: "draft" | "complete" | "notApplicable";
                                        updatedAt: string;
                                    };
                                };
                                applicationDetails: {
                                    [key: string]: (boolean | string) | null;
                                };
                                step: number;
                                completeness: number;
                                submittedAt: string | null;
                                offerRecorded: boolean;
                                disclosureViewedAt?: string | null;
                                documents: {
                                    id: string;
                                    kind: string;
                                    filename: string;
                                    size: number;
                                    mime: string;
                                    createdAt: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: false;
                            message: string;
                            code?: string;
                            errors?: {
                                path: string;
                                message: string;
                            }[];
                        };
                    };
                };
                401: components["responses"]["Error401"];
                403: components["responses"]["Error403"];
                404: components["responses"]["Error404"];
                413: components["responses"]["Error413"];
                414: components["responses"]["Error414"];
                415: components["responses"]["Error415"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/candidate/application/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit the finished application (every section complete or not applicable)
         * @description 400 naming the first section still missing, or every employment gap (over 30 days) not yet explained in gapHistory.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message?: string;
                            data: {
                                sections: {
                                    [key: string]: {
                                        data: unknown;
                                        /** @enum {string} */
                                        status: "draft" | "complete" | "notApplicable";
                                        updatedAt: string;
                                    };
                                };
                                applicationDetails: {
                                    [key: string]: (boolean | string) | null;
                                };
                                step: number;
                                completeness: number;
                                submittedAt: string | null;
                                offerRecorded: boolean;
                                disclosureViewedAt?: string | null;
                                documents: {
                                    id: string;
                                    kind: string;
                                    filename: string;
                                    size: number;
                                    mime: string;
                                    createdAt: string;
                                }[];
                            };
                        };
                    };
                };
                400: components["responses"]["Error400"];
                401: components["responses"]["Error401"];
                413: components["responses"]["Error413"];
                415: components["responses"]["Error415"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/candidate/application/backgroundCheck/disclosure": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record that the candidate read the background-check disclosure on its own screen (FCRA) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message?: string;
                            data: {
                                sections: {
                                    [key: string]: {
                                        data: unknown;
                                        /** @enum {string} */
                                        status: "draft" | "complete" | "notApplicable";
                                        updatedAt: string;
                                    };
                                };
                                applicationDetails: {
                                    [key: string]: (boolean | string) | null;
                                };
                                step: number;
                                completeness: number;
                                submittedAt: string | null;
                                offerRecorded: boolean;
                                disclosureViewedAt?: string | null;
                                documents: {
                                    id: string;
                                    kind: string;
                                    filename: string;
                                    size: number;
                                    mime: string;
                                    createdAt: string;
                                }[];
                            };
                        };
                    };
                };
                400: components["responses"]["Error400"];
                401: components["responses"]["Error401"];
                413: components["responses"]["Error413"];
                415: components["responses"]["Error415"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/candidate/application/expiring": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Licences and certifications expiring within 90 days or expired, soonest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message?: string;
                            data: {
                                section: ("personalInfo" | "education" | "medicalTraining" | "boardCert" | "lifeSupportCert" | "licenses" | "LicenseandExams" | "workHistory" | "miltaryHistory" | "gapHistory" | "hospitalAffilation" | "profLiability" | "actionsAndSanctions" | "healthStatus" | "profReferences" | "supplementalClaims" | "formW9" | "backgroundCheck") | string;
                                label: string;
                                expiresOn: string;
                                daysLeft: number;
                                expired: boolean;
                            }[];
                        };
                    };
                };
                401: components["responses"]["Error401"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/candidate/application/gaps": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Employment gaps over 30 days between education, work and military dates, not yet explained: pre-filled gapHistory entries */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message?: string;
                            data: {
                                startDate: string;
                                endDate: string;
                                explanation: string;
                                reason?: string;
                            }[];
                        };
                    };
                };
                401: components["responses"]["Error401"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/candidate/application/packet.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The application as a PDF profile packet (identifiers masked) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The PDF */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": Blob;
                    };
                };
                401: components["responses"]["Error401"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/candidate/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The candidate's documents (metadata) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message?: string;
                            data: {
                                id: string;
                                kind: string;
                                filename: string;
                                size: number;
                                mime: string;
                                createdAt: string;
                            }[];
                        };
                    };
                };
                401: components["responses"]["Error401"];
            };
        };
        put?: never;
        /**
         * Upload a document (multipart: fields "kind", "section" and "entry", then "file")
         * @description kind: resume, diploma, trainingCertificate, boardCert, blsFront, blsBack, license, dd214, coiFaceSheet, sanctionDocument, immunizationRecords. The CV (resume) is pdf, doc or docx, checked by content; section uploads also take PNG, JPEG, GIF or WebP (re-encoded). section: the section the document is for, and entry: the `_entry` id of its entry in a repeating section (a UUID; the client makes it for a new entry). The document goes with its entry when the section is saved without it. At most 1,000,000 bytes (413), 3 per entry (400; without a section, 3 per kind) and the storage quota of the account (413); at most 50 uploads in 10 minutes (429). Nothing is kept when refused.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /**
                         * @description What the document is (resume: the CV).
                         * @enum {string}
                         */
                        kind: "resume" | "diploma" | "trainingCertificate" | "boardCert" | "blsFront" | "blsBack" | "license" | "dd214" | "coiFaceSheet" | "sanctionDocument" | "immunizationRecords";
                        /**
                         * @description The section the document is for (not for a CV).
                         * @enum {string}
                         */
                        section?: "personalInfo" | "education" | "medicalTraining" | "boardCert" | "lifeSupportCert" | "licenses" | "LicenseandExams" | "workHistory" | "miltaryHistory" | "gapHistory" | "hospitalAffilation" | "profLiability" | "actionsAndSanctions" | "healthStatus" | "profReferences" | "supplementalClaims" | "formW9" | "backgroundCheck";
                        /**
                         * Format: uuid
                         * @description The `_entry` id of its entry, in a repeating section.
                         */
                        entry?: string;
                        /**
                         * Format: binary
                         * @description The document: pdf, doc or docx (a section upload also PNG, JPEG, GIF or WebP), at most 1,000,000 bytes.
                         */
                        file: Blob;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message?: string;
                            data: {
                                id: string;
                                kind: string;
                                filename: string;
                                size: number;
                                mime: string;
                                createdAt: string;
                            };
                        };
                    };
                };
                400: components["responses"]["Error400"];
                401: components["responses"]["Error401"];
                413: components["responses"]["Error413"];
                415: components["responses"]["Error415"];
                429: components["responses"]["Error429"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/candidate/documents/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download one of the candidate’s documents (attachment) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The document as it was stored */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": Blob;
                        "application/msword": Blob;
                        "application/vnd.openxmlformats-officedocument.wordprocessingml.document": Blob;
                        "image/png": Blob;
                        "image/jpeg": Blob;
                    };
                };
                400: components["responses"]["Error400"];
                401: components["responses"]["Error401"];
                404: components["responses"]["Error404"];
                414: components["responses"]["Error414"];
            };
        };
        put?: never;
        post?: never;
        /** Remove one of the candidate’s documents */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message?: string;
                            data: {
                                id: string;
                            };
                        };
                    };
                };
                400: components["responses"]["Error400"];
                401: components["responses"]["Error401"];
                404: components["responses"]["Error404"];
                413: components["responses"]["Error413"];
                414: components["responses"]["Error414"];
                415: components["responses"]["Error415"];
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/candidate/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update the candidate's specialties (spec §7: email, org, specialties); the session decides who
         * @description At least one specialty, each from the one list of candidate specialties (the one quick apply offers) or already the candidate’s. email and org are ignored: the session names the candidate.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email?: string;
                        org?: string;
                        specialties: (string | {
                            value: string;
                            label?: string;
                            type?: string;
                        })[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message: string;
                            data: {
                                specialties: string[];
                            };
                        };
                    };
                };
                400: components["responses"]["Error400"];
                401: components["responses"]["Error401"];
                413: components["responses"]["Error413"];
                415: components["responses"]["Error415"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/candidate/ui-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * UI settings (theme, mode, gradient, decoration, layout, background size, direction) and whether the guide was shown
         * @description settings is null until the candidate saves one; the web client then keeps the device's own.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message?: string;
                            data: {
                                settings: {
                                    /** @enum {string} */
                                    theme: "ocean" | "teal" | "indigo" | "forest" | "berry" | "sunset" | "slate" | "plum" | "crimson" | "amber" | "cyan" | "lime" | "magenta" | "navy" | "olive" | "rose" | "sky" | "graphite";
                                    /** @enum {string} */
                                    mode: "light" | "dark";
                                    gradient: boolean;
                                    decoration: boolean;
                                    /** @enum {string} */
                                    layout: "left-sidebar" | "big-sidebar" | "right-sidebar" | "top-navigation" | "mega-menu";
                                    /** @enum {string} */
                                    bgPosition: "header" | "half" | "full";
                                    /** @enum {string} */
                                    direction: "ltr" | "rtl";
                                } | null;
                                guideSeen: boolean;
                            };
                        };
                    };
                };
                401: components["responses"]["Error401"];
            };
        };
        /**
         * Change any of the UI settings; the others keep their value
         * @description 400 naming the field when a value is not one of the allowed ones.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        theme?: "ocean" | "teal" | "indigo" | "forest" | "berry" | "sunset" | "slate" | "plum" | "crimson" | "amber" | "cyan" | "lime" | "magenta" | "navy" | "olive" | "rose" | "sky" | "graphite";
                        /** @enum {string} */
                        mode?: "light" | "dark";
                        gradient?: boolean;
                        decoration?: boolean;
                        /** @enum {string} */
                        layout?: "left-sidebar" | "big-sidebar" | "right-sidebar" | "top-navigation" | "mega-menu";
                        /** @enum {string} */
                        bgPosition?: "header" | "half" | "full";
                        /** @enum {string} */
                        direction?: "ltr" | "rtl";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message?: string;
                            data: {
                                settings: {
                                    /** @enum {string} */
                                    theme: "ocean" | "teal" | "indigo" | "forest" | "berry" | "sunset" | "slate" | "plum" | "crimson" | "amber" | "cyan" | "lime" | "magenta" | "navy" | "olive" | "rose" | "sky" | "graphite";
                                    /** @enum {string} */
                                    mode: "light" | "dark";
                                    gradient: boolean;
                                    decoration: boolean;
                                    /** @enum {string} */
                                    layout: "left-sidebar" | "big-sidebar" | "right-sidebar" | "top-navigation" | "mega-menu";
                                    /** @enum {string} */
                                    bgPosition: "header" | "half" | "full";
                                    /** @enum {string} */
                                    direction: "ltr" | "rtl";
                                } | null;
                                guideSeen: boolean;
                            };
                        };
                    };
                };
                400: components["responses"]["Error400"];
                401: components["responses"]["Error401"];
                413: components["responses"]["Error413"];
                415: components["responses"]["Error415"];
            };
        };
        post?: never;
        /** Back to the default UI settings */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message?: string;
                            data: {
                                settings: {
                                    /** @enum {string} */
                                    theme: "ocean" | "teal" | "indigo" | "forest" | "berry" | "sunset" | "slate" | "plum" | "crimson" | "amber" | "cyan" | "lime" | "magenta" | "navy" | "olive" | "rose" | "sky" | "graphite";
                                    /** @enum {string} */
                                    mode: "light" | "dark";
                                    gradient: boolean;
                                    decoration: boolean;
                                    /** @enum {string} */
                                    layout: "left-sidebar" | "big-sidebar" | "right-sidebar" | "top-navigation" | "mega-menu";
                                    /** @enum {string} */
                                    bgPosition: "header" | "half" | "full";
                                    /** @enum {string} */
                                    direction: "ltr" | "rtl";
                                } | null;
                                guideSeen: boolean;
                            };
                        };
                    };
                };
                400: components["responses"]["Error400"];
                401: components["responses"]["Error401"];
                413: components["responses"]["Error413"];
                415: components["responses"]["Error415"];
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/candidate/ui-settings/guide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Record that the guide was shown (seen: true), or show it again at the next sign-in (seen: false) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        seen: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message?: string;
                            data: {
                                settings: {
                                    /** @enum {string} */
                                    theme: "ocean" | "teal" | "indigo" | "forest" | "berry" | "sunset" | "slate" | "plum" | "crimson" | "amber" | "cyan" | "lime" | "magenta" | "navy" | "olive" | "rose" | "sky" | "graphite";
                                    /** @enum {string} */
                                    mode: "light" | "dark";
                                    gradient: boolean;
                                    decoration: boolean;
                                    /** @enum {string} */
                                    layout: "left-sidebar" | "big-sidebar" | "right-sidebar" | "top-navigation" | "mega-menu";
                                    /** @enum {string} */
                                    bgPosition: "header" | "half" | "full";
                                    /** @enum {string} */
                                    direction: "ltr" | "rtl";
                                } | null;
                                guideSeen: boolean;
                            };
                        };
                    };
                };
                400: components["responses"]["Error400"];
                401: components["responses"]["Error401"];
                413: components["responses"]["Error413"];
                415: components["responses"]["Error415"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/recruiters/{org}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organisation's recruiters (name, photo, phone, e-mail, specialties, states)
         * @description Public. With a session of that organisation, chosenId names the recruiter the candidate chose.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    org: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message?: string;
                            data: {
                                recruiters: {
                                    id: string;
                                    name: string;
                                    email: string;
                                    phone: string;
                                    photo: string | null;
                                    specialties: string[];
                                    states: string[];
                                }[];
                                chosenId: string | null;
                            };
                        };
                    };
                };
                400: components["responses"]["Error400"];
                404: components["responses"]["Error404"];
                414: components["responses"]["Error414"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/candidate/recruiter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Choose or change my recruiter (one of my organisation’s); the recruiter is told by e-mail
         * @description Every change is saved; the chosen recruiter is e-mailed at most once an hour per candidate (a later change within the hour is told when it is over).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        recruiterId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message?: string;
                            data: {
                                id: string;
                                name: string;
                                email: string;
                                phone: string;
                                photo: string | null;
                                specialties: string[];
                                states: string[];
                                chosenAt: string;
                            };
                        };
                    };
                };
                400: components["responses"]["Error400"];
                401: components["responses"]["Error401"];
                404: components["responses"]["Error404"];
                413: components["responses"]["Error413"];
                415: components["responses"]["Error415"];
                429: components["responses"]["Error429"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/candidate/dash": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The dashboard: cands (application, submissions, expiring credentials), recruiter, references, job e-mails, skills
         * @description Each part comes from the capability that owns it; a part that is absent has nothing yet.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message?: string;
                            /** @description cands, recruiter, references, jobEmails, skills (DashboardData) */
                            data: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
                401: components["responses"]["Error401"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/candidate/analytics/candidate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The candidate's analytics: submissions, favourites, matching open jobs, documents, 7 days of job updates
         * @description spec §7 sends email and org; an email other than the signed-in candidate’s is refused (403).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email?: string;
                        org?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message?: string;
                            /** @description submissions, favourites, matching open jobs, documents, job updates (CandidateAnalytics) */
                            data: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
                400: components["responses"]["Error400"];
                401: components["responses"]["Error401"];
                403: components["responses"]["Error403"];
                413: components["responses"]["Error413"];
                415: components["responses"]["Error415"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/candidate/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Server-sent events for the candidate’s open pages (submission, reference, job e-mail, recruiter changes)
         * @description text/event-stream (send Accept: text/event-stream; otherwise 406). Each event is named by its type, its data the event as JSON. A comment every 25 s; the stream ends when the session ends. Reconnect after a drop (the first message says retry: 3000).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The stream of events */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/event-stream": string;
                    };
                };
                401: components["responses"]["Error401"];
                406: components["responses"]["Error406"];
                429: components["responses"]["Error429"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reference/get-reference": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The candidate's references with their status (requested, opened, completed, declined, expired) — never the answers */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message?: string;
                            data: {
                                _id: string;
                                salutation: string;
                                firstName: string;
                                lastName: string;
                                /** @enum {string} */
                                contactMethod: "email" | "phone" | "both";
                                email: string;
                                country: string;
                                city: string;
                                state: string;
                                workPhone: string;
                                phone: string;
                                referenceType: string;
                                referenceIsOrWasMy: string;
                                workTogetherFrom: string;
                                workTogetherTo: string;
                                referenceJobTitleWhenWorkingWithMe: string;
                                companyName: string;
                                currentCompanyName: string;
                                specificAreaOfExpertise: string;
                                currentJobTitle: string;
                                /** @enum {string} */
                                status: "draft" | "requested" | "opened" | "completed" | "declined" | "expired";
                                sentAt: string | null;
                                openedAt: string | null;
                                answeredAt: string | null;
                                linkExpiresAt: string | null;
                                needsRenewal: boolean;
                                createdAt: string;
                                updatedAt: string;
                            }[];
                        };
                    };
                };
                401: components["responses"]["Error401"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reference/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The references rule for the candidate: 2 completed, one from a Manager (spec §1); what is missing */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message?: string;
                            data: {
                                completed: number;
                                awaiting: number;
                                managerCompleted: boolean;
                                meetsRule: boolean;
                                ruleEnabled: boolean;
                                missing: string;
                            };
                        };
                    };
                };
                401: components["responses"]["Error401"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reference/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Request a reference (spec §3 fields); the referee is e-mailed a single-use link unless contacted by phone only */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        salutation: "Mr." | "Mrs." | "Ms." | "Mx." | "Dr.";
                        firstName: string;
                        lastName: string;
                        /** @enum {string} */
                        contactMethod: "email" | "phone" | "both";
                        /**
                         * @description An e-mail address (needed when contactMethod is email or both), or empty.
                         * @default
                         */
                        email?: string;
                        country: string;
                        city: string;
                        state: string;
                        /**
                         * @description A US phone number, (918) 555-0142 or 918-555-0142, or empty.
                         * @default
                         */
                        workPhone?: string;
                        /**
                         * @description A US phone number, (918) 555-0142 or 918-555-0142, or empty.
                         * @default
                         */
                        phone?: string;
                        /** @enum {string} */
                        referenceType: "Manager" | "Supervisor" | "Charge Nurse" | "Coworker";
                        /** @enum {string} */
                        referenceIsOrWasMy: "Direct supervisor" | "Nurse manager" | "Charge nurse" | "Department director" | "Physician" | "Coworker";
                        workTogetherFrom: string | {
                            month: unknown;
                            year: unknown;
                        };
                        workTogetherTo: string | {
                            month: unknown;
                            year: unknown;
                        };
                        referenceJobTitleWhenWorkingWithMe: string;
                        companyName: string;
                        /** @default  */
                        currentCompanyName?: string;
                        /** @default  */
                        specificAreaOfExpertise?: string;
                        /** @default  */
                        currentJobTitle?: string;
                        org?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message?: string;
                            data: {
                                _id: string;
                                salutation: string;
                                firstName: string;
                                lastName: string;
                                /** @enum {string} */
                                contactMethod: "email" | "phone" | "both";
                                email: string;
                                country: string;
                                city: string;
                                state: string;
                                workPhone: string;
                                phone: string;
                                referenceType: string;
                                referenceIsOrWasMy: string;
                                workTogetherFrom: string;
                                workTogetherTo: string;
                                referenceJobTitleWhenWorkingWithMe: string;
                                companyName: string;
                                currentCompanyName: string;
                                specificAreaOfExpertise: string;
                                currentJobTitle: string;
                                /** @enum {string} */
                                status: "draft" | "requested" | "opened" | "completed" | "declined" | "expired";
                                sentAt: string | null;
                                openedAt: string | null;
                                answeredAt: string | null;
                                linkExpiresAt: string | null;
                                needsRenewal: boolean;
                                createdAt: string;
                                updatedAt: string;
                            };
                        };
                    };
                };
                400: components["responses"]["Error400"];
                401: components["responses"]["Error401"];
                413: components["responses"]["Error413"];
                415: components["responses"]["Error415"];
                429: components["responses"]["Error429"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reference/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Update an unanswered request; a changed e-mail voids the old link and sends a new one
         * @description 409 once the referee has answered.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        salutation: "Mr." | "Mrs." | "Ms." | "Mx." | "Dr.";
                        firstName: string;
                        lastName: string;
                        /** @enum {string} */
                        contactMethod: "email" | "phone" | "both";
                        /**
                         * @description An e-mail address (needed when contactMethod is email or both), or empty.
                         * @default
                         */
                        email?: string;
                        country: string;
                        city: string;
                        state: string;
                        /**
                         * @description A US phone number, (918) 555-0142 or 918-555-0142, or empty.
                         * @default
                         */
                        workPhone?: string;
                        /**
                         * @description A US phone number, (918) 555-0142 or 918-555-0142, or empty.
                         * @default
                         */
                        phone?: string;
                        /** @enum {string} */
                        referenceType: "Manager" | "Supervisor" | "Charge Nurse" | "Coworker";
                        /** @enum {string} */
                        referenceIsOrWasMy: "Direct supervisor" | "Nurse manager" | "Charge nurse" | "Department director" | "Physician" | "Coworker";
                        workTogetherFrom: string | {
                            month: unknown;
                            year: unknown;
                        };
                        workTogetherTo: string | {
                            month: unknown;
                            year: unknown;
                        };
                        referenceJobTitleWhenWorkingWithMe: string;
                        companyName: string;
                        /** @default  */
                        currentCompanyName?: string;
                        /** @default  */
                        specificAreaOfExpertise?: string;
                        /** @default  */
                        currentJobTitle?: string;
                        org?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message?: string;
                            data: {
                                _id: string;
                                salutation: string;
                                firstName: string;
                                lastName: string;
                                /** @enum {string} */
                                contactMethod: "email" | "phone" | "both";
                                email: string;
                                country: string;
                                city: string;
                                state: string;
                                workPhone: string;
                                phone: string;
                                referenceType: string;
                                referenceIsOrWasMy: string;
                                workTogetherFrom: string;
                                workTogetherTo: string;
                                referenceJobTitleWhenWorkingWithMe: string;
                                companyName: string;
                                currentCompanyName: string;
                                specificAreaOfExpertise: string;
                                currentJobTitle: string;
                                /** @enum {string} */
                                status: "draft" | "requested" | "opened" | "completed" | "declined" | "expired";
                                sentAt: string | null;
                                openedAt: string | null;
                                answeredAt: string | null;
                                linkExpiresAt: string | null;
                                needsRenewal: boolean;
                                createdAt: string;
                                updatedAt: string;
                            };
                        };
                    };
                };
                400: components["responses"]["Error400"];
                401: components["responses"]["Error401"];
                404: components["responses"]["Error404"];
                409: components["responses"]["Error409"];
                413: components["responses"]["Error413"];
                414: components["responses"]["Error414"];
                415: components["responses"]["Error415"];
                429: components["responses"]["Error429"];
            };
        };
        post?: never;
        /** Withdraw a reference (its link stops working) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message: string;
                        };
                    };
                };
                400: components["responses"]["Error400"];
                401: components["responses"]["Error401"];
                404: components["responses"]["Error404"];
                413: components["responses"]["Error413"];
                414: components["responses"]["Error414"];
                415: components["responses"]["Error415"];
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reference/{id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send the request again with a new link (the old link stops working) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message?: string;
                            data: {
                                _id: string;
                                salutation: string;
                                firstName: string;
                                lastName: string;
                                /** @enum {string} */
                                contactMethod: "email" | "phone" | "both";
                                email: string;
                                country: string;
                                city: string;
                                state: string;
                                workPhone: string;
                                phone: string;
                                referenceType: string;
                                referenceIsOrWasMy: string;
                                workTogetherFrom: string;
                                workTogetherTo: string;
                                referenceJobTitleWhenWorkingWithMe: string;
                                companyName: string;
                                currentCompanyName: string;
                                specificAreaOfExpertise: string;
                                currentJobTitle: string;
                                /** @enum {string} */
                                status: "draft" | "requested" | "opened" | "completed" | "declined" | "expired";
                                sentAt: string | null;
                                openedAt: string | null;
                                answeredAt: string | null;
                                linkExpiresAt: string | null;
                                needsRenewal: boolean;
                                createdAt: string;
                                updatedAt: string;
                            };
                        };
                    };
                };
                400: components["responses"]["Error400"];
                401: components["responses"]["Error401"];
                404: components["responses"]["Error404"];
                409: components["responses"]["Error409"];
                413: components["responses"]["Error413"];
                414: components["responses"]["Error414"];
                415: components["responses"]["Error415"];
                429: components["responses"]["Error429"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reference/verify/open": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The referee's page: who asks and why, for the token of the e-mailed link (public)
         * @description Marks the request opened; does not spend the link. 410 when the link expired, was replaced or was answered.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message?: string;
                            data: {
                                candidateName: string;
                                agency: string;
                                agencyLogo: string | null;
                                supportEmail: string;
                                refereeName: string;
                                companyName: string;
                                referenceIsOrWasMy: string;
                                workTogetherFrom: string;
                                workTogetherTo: string;
                                referenceJobTitleWhenWorkingWithMe: string;
                                expiresAt: string;
                            };
                        };
                    };
                };
                400: components["responses"]["Error400"];
                410: components["responses"]["Error410"];
                413: components["responses"]["Error413"];
                415: components["responses"]["Error415"];
                429: components["responses"]["Error429"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reference/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The referee's answer (public): a reference with the twelve answers, HR dates only, or declined
         * @description Spends the link in one atomic step; a second answer, an expired or replaced link is 410.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        outcome: "reference";
                        token: string;
                        answeredByName: string;
                        answeredByTitle: string;
                        /** @enum {string} */
                        jobPerformance: "excellent" | "good" | "fair" | "poor" | "unableToAssess";
                        /** @enum {string} */
                        dependabilityOrAttendanceOrPunctuality: "excellent" | "good" | "fair" | "poor" | "unableToAssess";
                        /** @enum {string} */
                        interpersonalSkillsOrRelationships: "excellent" | "good" | "fair" | "poor" | "unableToAssess";
                        /** @enum {string} */
                        acceptanceOfSuggestionsAndCriticism: "excellent" | "good" | "fair" | "poor" | "unableToAssess";
                        /** @enum {string} */
                        goodCommunicationSkills: "excellent" | "good" | "fair" | "poor" | "unableToAssess";
                        /** @enum {string} */
                        leadershipSkills: "excellent" | "good" | "fair" | "poor" | "unableToAssess";
                        /** @enum {string} */
                        emotionalStability: "excellent" | "good" | "fair" | "poor" | "unableToAssess";
                        /** @enum {string} */
                        enthusiasmTowardJob: "excellent" | "good" | "fair" | "poor" | "unableToAssess";
                        /** @enum {string} */
                        clinicalCompetency: "excellent" | "good" | "fair" | "poor" | "unableToAssess";
                        /** @enum {string} */
                        reasonTheEmployeeIsLeavingTheFacility: "stillEmployed" | "contractEnded" | "resigned" | "relocated" | "careerChange" | "terminated" | "other";
                        /** @enum {string} */
                        wouldYouHireThisEmployeeAgain: "yes" | "no";
                        additionalNotes: string;
                    } | {
                        /** @enum {string} */
                        outcome: "datesOnly";
                        token: string;
                        answeredByName: string;
                        answeredByTitle: string;
                        /** Format: date */
                        employedFrom: string;
                        /** Format: date */
                        employedTo: string;
                        /** @default  */
                        positionHeld?: string;
                    } | {
                        /** @enum {string} */
                        outcome: "declined";
                        token: string;
                        answeredByName: string;
                        answeredByTitle: string;
                        /** @default  */
                        declineReason?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message: string;
                        };
                    };
                };
                400: components["responses"]["Error400"];
                409: components["responses"]["Error409"];
                410: components["responses"]["Error410"];
                413: components["responses"]["Error413"];
                415: components["responses"]["Error415"];
                429: components["responses"]["Error429"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/get-skillsCategory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The skills catalogue by category (Nursing, Allied): checklists and timed tests (spec §7)
         * @description Public (quick apply uses it). The organisation is the signed-in candidate's, else `org`, else the agency's own.
         */
        get: {
            parameters: {
                query?: {
                    org?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message?: string;
                            data: unknown;
                        };
                    };
                };
                400: components["responses"]["Error400"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/get-skillTestData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What one can take (spec §7, no payload): every checklist and timed test; with `slug`, one checklist in full
         * @description Public. Without parameters: `data` is {checklists, tests} of the organisation (the signed-in candidate's, else `org`, else the agency's own), named in the Accept-Language (en, de or es; a text a checklist or test lacks is in English). With `slug` (from get-skillsCategory): that checklist's categories and items in that language, newest version; 404 for an unknown one.
         */
        get: {
            parameters: {
                query?: {
                    slug?: string;
                    org?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message?: string;
                            data: unknown;
                        };
                    };
                };
                400: components["responses"]["Error400"];
                404: components["responses"]["Error404"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/skills/checklists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Completed checklists, 12 a page, newest first (spec §9), and the checklists in progress */
        get: {
            parameters: {
                query?: {
                    page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message?: string;
                            data: unknown[];
                            paging: {
                                page: number;
                                perPage: number;
                                total: number;
                                totalPages: number;
                            };
                            inProgress: unknown[];
                        };
                    };
                };
                400: components["responses"]["Error400"];
                401: components["responses"]["Error401"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/skills/checklists/draft/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The checklist to take with the saved answers (or, on a retake, the previous answers) and the progress
         * @description The checklist's text is in the Accept-Language (en, de or es); answers are keyed by item id, the same in every language.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message?: string;
                            data: unknown;
                        };
                    };
                };
                400: components["responses"]["Error400"];
                401: components["responses"]["Error401"];
                404: components["responses"]["Error404"];
                414: components["responses"]["Error414"];
            };
        };
        /** Save as you go: the answers sent ({itemId: {rating 1-4, frequency}}) are merged into the draft */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        answers: {
                            [key: string]: {
                                rating?: 1 | 2 | 3 | 4;
                                /** @enum {string} */
                                frequency?: "daily" | "weekly" | "monthly" | "lessThanMonthly" | "never";
                            };
                        };
                        ageGroups?: ("neonate" | "pediatric" | "adolescent" | "adult" | "geriatric")[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message?: string;
                            data: unknown;
                        };
                    };
                };
                400: components["responses"]["Error400"];
                401: components["responses"]["Error401"];
                404: components["responses"]["Error404"];
                413: components["responses"]["Error413"];
                414: components["responses"]["Error414"];
                415: components["responses"]["Error415"];
                429: components["responses"]["Error429"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/skills/checklists/draft/{slug}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Attest and sign: completes the checklist (every item rated with a frequency); valid for a year */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        attest: true;
                        signature: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message?: string;
                            data: unknown;
                        };
                    };
                };
                400: components["responses"]["Error400"];
                401: components["responses"]["Error401"];
                404: components["responses"]["Error404"];
                413: components["responses"]["Error413"];
                414: components["responses"]["Error414"];
                415: components["responses"]["Error415"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/skills/checklists/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One completed checklist, read-only */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message?: string;
                            data: unknown;
                        };
                    };
                };
                400: components["responses"]["Error400"];
                401: components["responses"]["Error401"];
                404: components["responses"]["Error404"];
                414: components["responses"]["Error414"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/skills/checklists/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One completed checklist as a PDF (role, every rating, date, signature) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The PDF */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": Blob;
                    };
                };
                400: components["responses"]["Error400"];
                401: components["responses"]["Error401"];
                404: components["responses"]["Error404"];
                414: components["responses"]["Error414"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/skills/tests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Skills tests with the attempts used and the best result */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message?: string;
                            data: unknown;
                        };
                    };
                };
                401: components["responses"]["Error401"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/skills/tests/{slug}/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start an attempt (or continue the one running): the deadline is set by the server
         * @description 409 when every attempt is used or the test is already passed and valid.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message?: string;
                            data: unknown;
                        };
                    };
                };
                400: components["responses"]["Error400"];
                401: components["responses"]["Error401"];
                404: components["responses"]["Error404"];
                413: components["responses"]["Error413"];
                414: components["responses"]["Error414"];
                415: components["responses"]["Error415"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/skills/tests/attempts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An attempt: questions, saved answers, deadline and the server time */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message?: string;
                            data: unknown;
                        };
                    };
                };
                400: components["responses"]["Error400"];
                401: components["responses"]["Error401"];
                404: components["responses"]["Error404"];
                414: components["responses"]["Error414"];
            };
        };
        /** Save answers ({questionId: option index}) while the time runs; 409 after the deadline */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        answers: {
                            [key: string]: number;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message?: string;
                            data: unknown;
                        };
                    };
                };
                400: components["responses"]["Error400"];
                401: components["responses"]["Error401"];
                404: components["responses"]["Error404"];
                413: components["responses"]["Error413"];
                414: components["responses"]["Error414"];
                415: components["responses"]["Error415"];
                429: components["responses"]["Error429"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/skills/tests/attempts/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A finished attempt as a PDF (test, attempt, dates, score, pass or fail, each question with the answer given)
         * @description In the Accept-Language where the test carries it. 409 while the attempt runs.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The PDF */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": Blob;
                    };
                };
                400: components["responses"]["Error400"];
                401: components["responses"]["Error401"];
                404: components["responses"]["Error404"];
                409: components["responses"]["Error409"];
                414: components["responses"]["Error414"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/skills/tests/attempts/{id}/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submit and score; answers after the deadline do not count */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        answers?: {
                            [key: string]: number;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message?: string;
                            data: unknown;
                        };
                    };
                };
                400: components["responses"]["Error400"];
                401: components["responses"]["Error401"];
                404: components["responses"]["Error404"];
                413: components["responses"]["Error413"];
                414: components["responses"]["Error414"];
                415: components["responses"]["Error415"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quick/application": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a quick application (no account needed): names, e-mail, phone, zip, role, specialties, states
         * @description Answers the same for every e-mail address (nothing is looked up here). data.draft is the secret that continues this quick application (send it as the x-quick-draft header) for a day.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        firstName: string;
                        lastName: string;
                        /** Format: email */
                        email: string;
                        phone: string;
                        zip: string;
                        role: string;
                        specialties: string[];
                        states: string[];
                        org?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message?: string;
                            data: {
                                draft: string;
                            };
                        };
                    };
                };
                400: components["responses"]["Error400"];
                413: components["responses"]["Error413"];
                415: components["responses"]["Error415"];
                429: components["responses"]["Error429"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quick/application/checklist/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The checklist of the quick application, with what was answered so far (in the Accept-Language: en, de or es) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message?: string;
                            data: unknown;
                        };
                    };
                };
                400: components["responses"]["Error400"];
                401: components["responses"]["Error401"];
                404: components["responses"]["Error404"];
                414: components["responses"]["Error414"];
                429: components["responses"]["Error429"];
            };
        };
        /** Save as you go the quick application's checklist answers */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        answers: {
                            [key: string]: {
                                rating?: 1 | 2 | 3 | 4;
                                /** @enum {string} */
                                frequency?: "daily" | "weekly" | "monthly" | "lessThanMonthly" | "never";
                            };
                        };
                        ageGroups?: ("neonate" | "pediatric" | "adolescent" | "adult" | "geriatric")[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message?: string;
                            data: unknown;
                        };
                    };
                };
                400: components["responses"]["Error400"];
                401: components["responses"]["Error401"];
                404: components["responses"]["Error404"];
                413: components["responses"]["Error413"];
                414: components["responses"]["Error414"];
                415: components["responses"]["Error415"];
                429: components["responses"]["Error429"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quick/application/finish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Finish: a started checklist is signed (or skipped); a link to finish the application is e-mailed
         * @description The same answer for every address; the e-mail goes out through the queue.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        attest?: boolean;
                        signature?: string;
                        skipChecklist?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message: string;
                        };
                    };
                };
                400: components["responses"]["Error400"];
                401: components["responses"]["Error401"];
                413: components["responses"]["Error413"];
                415: components["responses"]["Error415"];
                429: components["responses"]["Error429"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quick/claim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The POST of the e-mailed link's page: makes the account from the quick application and signs in
         * @description Single use, and as short-lived as a sign-in link; opening the link (GET of the page) changes nothing. Only for an address that still has no account: when it has one, nothing is attached, no session is given, and data is {signIn: true, signInPath} — the owner signs in normally and reviews it (GET /api/quick/pending).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message?: string;
                            data: unknown;
                        };
                    };
                };
                400: components["responses"]["Error400"];
                413: components["responses"]["Error413"];
                415: components["responses"]["Error415"];
                429: components["responses"]["Error429"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quick/pending": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Quick applications sent with my e-mail address and not yet added: what was entered, checklist and signature */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message?: string;
                            data: {
                                id: string;
                                sentAt: string;
                                firstName: string;
                                lastName: string;
                                email: string;
                                phone: string;
                                zip: string;
                                role: string;
                                specialties: string[];
                                states: string[];
                                checklist: {
                                    slug: string;
                                    name: string;
                                    answered: number;
                                    total: number;
                                    complete: boolean;
                                    signature: string | null;
                                    signedAt: string | null;
                                } | null;
                            }[];
                        };
                    };
                };
                401: components["responses"]["Error401"];
                429: components["responses"]["Error429"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quick/pending/{id}/attach": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a quick application sent with my address to my account (nothing already there is overwritten) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message: string;
                        };
                    };
                };
                400: components["responses"]["Error400"];
                401: components["responses"]["Error401"];
                404: components["responses"]["Error404"];
                413: components["responses"]["Error413"];
                414: components["responses"]["Error414"];
                415: components["responses"]["Error415"];
                429: components["responses"]["Error429"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quick/pending/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Discard a quick application sent with my address: it is deleted */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message: string;
                        };
                    };
                };
                400: components["responses"]["Error400"];
                401: components["responses"]["Error401"];
                404: components["responses"]["Error404"];
                413: components["responses"]["Error413"];
                414: components["responses"]["Error414"];
                415: components["responses"]["Error415"];
                429: components["responses"]["Error429"];
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/candidate/subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The candidate's first saved search, or criteria pre-filled from the application's preferences before any is saved */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message?: string;
                            data: {
                                states: string[];
                                compactState: boolean;
                                specialties: string[];
                                modality: string;
                                /** @enum {string} */
                                shift: "any" | "Days" | "Nights" | "Evenings" | "Rotating";
                                minWeeklyPay: number | null;
                                durationMin: number | null;
                                durationMax: number | null;
                                /** @enum {string} */
                                frequency: "instant" | "daily" | "weekly";
                                id: string | null;
                                name?: string;
                                active: boolean;
                                /** @enum {string} */
                                source: "saved" | "application" | "default";
                                unsubscribedAt: string | null;
                                postalAddress: string | null;
                            };
                        };
                    };
                };
                401: components["responses"]["Error401"];
            };
        };
        /**
         * Save the first saved search (criteria, frequency, on or off), or make it when there is none
         * @description Other saved searches are made with POST /api/candidate/subscriptions and changed by their id.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        states: ("AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "DC" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY" | "GU" | "PR" | "VI")[];
                        compactState: boolean;
                        specialties: string[];
                        /** @default  */
                        modality?: string;
                        /** @enum {string} */
                        shift: "any" | "Days" | "Nights" | "Evenings" | "Rotating";
                        minWeeklyPay: number | null;
                        durationMin: number | null;
                        durationMax: number | null;
                        /** @enum {string} */
                        frequency: "instant" | "daily" | "weekly";
                        active: boolean;
                        name?: string;
                        org?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message?: string;
                            data: {
                                states: string[];
                                compactState: boolean;
                                specialties: string[];
                                modality: string;
                                /** @enum {string} */
                                shift: "any" | "Days" | "Nights" | "Evenings" | "Rotating";
                                minWeeklyPay: number | null;
                                durationMin: number | null;
                                durationMax: number | null;
                                /** @enum {string} */
                                frequency: "instant" | "daily" | "weekly";
                                id: string | null;
                                name?: string;
                                active: boolean;
                                /** @enum {string} */
                                source: "saved" | "application" | "default";
                                unsubscribedAt: string | null;
                                postalAddress: string | null;
                            };
                        };
                    };
                };
                400: components["responses"]["Error400"];
                401: components["responses"]["Error401"];
                413: components["responses"]["Error413"];
                415: components["responses"]["Error415"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/candidate/subscription/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** spec §7: a saved search by its id (or, by the candidate id, the first one); only the caller’s own */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message?: string;
                            data: {
                                states: string[];
                                compactState: boolean;
                                specialties: string[];
                                modality: string;
                                /** @enum {string} */
                                shift: "any" | "Days" | "Nights" | "Evenings" | "Rotating";
                                minWeeklyPay: number | null;
                                durationMin: number | null;
                                durationMax: number | null;
                                /** @enum {string} */
                                frequency: "instant" | "daily" | "weekly";
                                id: string | null;
                                name?: string;
                                active: boolean;
                                /** @enum {string} */
                                source: "saved" | "application" | "default";
                                unsubscribedAt: string | null;
                                postalAddress: string | null;
                            };
                        };
                    };
                };
                400: components["responses"]["Error400"];
                401: components["responses"]["Error401"];
                404: components["responses"]["Error404"];
                414: components["responses"]["Error414"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/candidate/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The candidate's saved searches, each with its own alert, oldest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message?: string;
                            data: {
                                states: string[];
                                compactState: boolean;
                                specialties: string[];
                                modality: string;
                                /** @enum {string} */
                                shift: "any" | "Days" | "Nights" | "Evenings" | "Rotating";
                                minWeeklyPay: number | null;
                                durationMin: number | null;
                                durationMax: number | null;
                                /** @enum {string} */
                                frequency: "instant" | "daily" | "weekly";
                                id: string | null;
                                name?: string;
                                active: boolean;
                                /** @enum {string} */
                                source: "saved" | "application" | "default";
                                unsubscribedAt: string | null;
                                postalAddress: string | null;
                            }[];
                        };
                    };
                };
                401: components["responses"]["Error401"];
            };
        };
        put?: never;
        /**
         * Save a new search with its own alert (the others stay as they are)
         * @description At most 10 saved searches (400 beyond).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        states: ("AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "DC" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY" | "GU" | "PR" | "VI")[];
                        compactState: boolean;
                        specialties: string[];
                        /** @default  */
                        modality?: string;
                        /** @enum {string} */
                        shift: "any" | "Days" | "Nights" | "Evenings" | "Rotating";
                        minWeeklyPay: number | null;
                        durationMin: number | null;
                        durationMax: number | null;
                        /** @enum {string} */
                        frequency: "instant" | "daily" | "weekly";
                        active: boolean;
                        name?: string;
                        org?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message?: string;
                            data: {
                                states: string[];
                                compactState: boolean;
                                specialties: string[];
                                modality: string;
                                /** @enum {string} */
                                shift: "any" | "Days" | "Nights" | "Evenings" | "Rotating";
                                minWeeklyPay: number | null;
                                durationMin: number | null;
                                durationMax: number | null;
                                /** @enum {string} */
                                frequency: "instant" | "daily" | "weekly";
                                id: string | null;
                                name?: string;
                                active: boolean;
                                /** @enum {string} */
                                source: "saved" | "application" | "default";
                                unsubscribedAt: string | null;
                                postalAddress: string | null;
                            };
                        };
                    };
                };
                400: components["responses"]["Error400"];
                401: components["responses"]["Error401"];
                413: components["responses"]["Error413"];
                415: components["responses"]["Error415"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/candidate/subscriptions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change one saved search: criteria, name, frequency, on or off */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        states: ("AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "DC" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY" | "GU" | "PR" | "VI")[];
                        compactState: boolean;
                        specialties: string[];
                        /** @default  */
                        modality?: string;
                        /** @enum {string} */
                        shift: "any" | "Days" | "Nights" | "Evenings" | "Rotating";
                        minWeeklyPay: number | null;
                        durationMin: number | null;
                        durationMax: number | null;
                        /** @enum {string} */
                        frequency: "instant" | "daily" | "weekly";
                        active: boolean;
                        name?: string;
                        org?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message?: string;
                            data: {
                                states: string[];
                                compactState: boolean;
                                specialties: string[];
                                modality: string;
                                /** @enum {string} */
                                shift: "any" | "Days" | "Nights" | "Evenings" | "Rotating";
                                minWeeklyPay: number | null;
                                durationMin: number | null;
                                durationMax: number | null;
                                /** @enum {string} */
                                frequency: "instant" | "daily" | "weekly";
                                id: string | null;
                                name?: string;
                                active: boolean;
                                /** @enum {string} */
                                source: "saved" | "application" | "default";
                                unsubscribedAt: string | null;
                                postalAddress: string | null;
                            };
                        };
                    };
                };
                400: components["responses"]["Error400"];
                401: components["responses"]["Error401"];
                404: components["responses"]["Error404"];
                413: components["responses"]["Error413"];
                414: components["responses"]["Error414"];
                415: components["responses"]["Error415"];
            };
        };
        post?: never;
        /** Delete one saved search and its alert (its e-mails stay in the history) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message?: string;
                            data: {
                                id: string;
                            };
                        };
                    };
                };
                400: components["responses"]["Error400"];
                401: components["responses"]["Error401"];
                404: components["responses"]["Error404"];
                413: components["responses"]["Error413"];
                414: components["responses"]["Error414"];
                415: components["responses"]["Error415"];
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/candidate/emails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Job e-mails sent to the candidate, newest first, 12 a page (spec §9) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message?: string;
                            data: {
                                id: string;
                                subject: string;
                                sentAt: string | null;
                                createdAt: string;
                                read: boolean;
                                jobCount: number;
                                jobNames: string[];
                            }[];
                            paging: {
                                page: number;
                                perPage: number;
                                total: number;
                                totalPages: number;
                            };
                        };
                    };
                };
                400: components["responses"]["Error400"];
                401: components["responses"]["Error401"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/candidate/emails/history/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** spec §7: the e-mail history of {encoded id}: the candidate id, or the URL-encoded e-mail, of the caller */
        get: {
            parameters: {
                query?: {
                    page?: number;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message?: string;
                            data: {
                                id: string;
                                subject: string;
                                sentAt: string | null;
                                createdAt: string;
                                read: boolean;
                                jobCount: number;
                                jobNames: string[];
                            }[];
                            paging: {
                                page: number;
                                perPage: number;
                                total: number;
                                totalPages: number;
                            };
                        };
                    };
                };
                400: components["responses"]["Error400"];
                401: components["responses"]["Error401"];
                404: components["responses"]["Error404"];
                414: components["responses"]["Error414"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/candidate/emails/history/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** spec §7: one job e-mail with each job’s state now (open, closed, submitted); by id, or by Position_ID */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        Position_ID?: string;
                        org?: string;
                        id?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message?: string;
                            data: {
                                id: string;
                                subject: string;
                                sentAt: string | null;
                                jobs: {
                                    _id: string;
                                    Position_ID: string;
                                    Position_Name: string;
                                    Submodality: string;
                                    City: string;
                                    State: string;
                                    Shift: string;
                                    Duration_Amount: number;
                                    Estimated_Start_Date: string | null;
                                    weeklyPay: number;
                                    /** @enum {string} */
                                    state: "open" | "closed" | "submitted";
                                }[];
                            };
                        };
                    };
                };
                400: components["responses"]["Error400"];
                401: components["responses"]["Error401"];
                404: components["responses"]["Error404"];
                413: components["responses"]["Error413"];
                415: components["responses"]["Error415"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the unsubscribe page shows for a link (changes nothing) */
        get: {
            parameters: {
                query: {
                    token: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message?: string;
                            data: {
                                email: string;
                                brand: string;
                                /** @enum {string} */
                                frequency: "instant" | "daily" | "weekly";
                                unsubscribed: boolean;
                            };
                        };
                    };
                };
                400: components["responses"]["Error400"];
            };
        };
        put?: never;
        /** Unsubscribe, or receive job e-mails less often, from the link of an alert */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                        /** @enum {string} */
                        action: "unsubscribe" | "frequency";
                        /** @enum {string} */
                        frequency?: "instant" | "daily" | "weekly";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message: string;
                            data: {
                                changed: boolean;
                            };
                        };
                    };
                };
                400: components["responses"]["Error400"];
                413: components["responses"]["Error413"];
                415: components["responses"]["Error415"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/unsubscribe/one-click": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * RFC 8058 one-click unsubscribe (the List-Unsubscribe-Post of every alert)
         * @description The body (List-Unsubscribe=One-Click) may be multipart/form-data, form-urlencoded or absent; it carries no file.
         */
        post: {
            parameters: {
                query: {
                    token: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": unknown;
                    "application/x-www-form-urlencoded": unknown;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message: string;
                            data: {
                                changed: boolean;
                            };
                        };
                    };
                };
                400: components["responses"]["Error400"];
                413: components["responses"]["Error413"];
                415: components["responses"]["Error415"];
                429: components["responses"]["Error429"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subcribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Subscribe an e-mail to job alerts (sic, spec §2): a confirmation link is e-mailed; same answer for every address
         * @description Only email is required; a criterion left out means any, and alerts come daily. A missing or wrong field is a 400 whose message says what to fix (spec §5 e-mail messages). The first alert after confirming lists matching jobs already open.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: email */
                        email: string;
                        states?: ("AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "DC" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY" | "GU" | "PR" | "VI")[];
                        /** @default false */
                        compactState?: boolean;
                        specialties?: string[];
                        /** @default  */
                        modality?: string;
                        /**
                         * @default any
                         * @enum {string}
                         */
                        shift?: "any" | "Days" | "Nights" | "Evenings" | "Rotating";
                        /** @default null */
                        minWeeklyPay?: number | null;
                        /** @default null */
                        durationMin?: number | null;
                        /** @default null */
                        durationMax?: number | null;
                        /**
                         * @default daily
                         * @enum {string}
                         */
                        frequency?: "instant" | "daily" | "weekly";
                        org?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message: string;
                        };
                    };
                };
                400: components["responses"]["Error400"];
                413: components["responses"]["Error413"];
                415: components["responses"]["Error415"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subcribe/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** spec §3 magic subscribe data: what the confirmation link turns on (changes nothing) */
        get: {
            parameters: {
                query: {
                    token: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                400: components["responses"]["Error400"];
            };
        };
        put?: never;
        /** Confirm a public subscription (the link is spent) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                400: components["responses"]["Error400"];
                413: components["responses"]["Error413"];
                415: components["responses"]["Error415"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My Account: sign-in methods, signed-in devices, pending deletion and the activity log */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message?: string;
                            data: {
                                email: string;
                                emailVerified: boolean;
                                hasPassword: boolean;
                                providers: {
                                    /** @enum {string} */
                                    provider: "google" | "facebook" | "linkedin";
                                    label: string;
                                    available: boolean;
                                    connected: boolean;
                                    email: string | null;
                                    connectedAt: string | null;
                                }[];
                                devices: {
                                    id: string;
                                    browser: string;
                                    os: string;
                                    mobile: boolean;
                                    method: string;
                                    signedInAt: string;
                                    lastSeenAt: string;
                                    current: boolean;
                                }[];
                                deletion: {
                                    requestedAt: string;
                                    dueAt: string;
                                } | null;
                                activity: {
                                    id: string;
                                    action: string;
                                    detail: {
                                        [key: string]: unknown;
                                    } | null;
                                    userAgent: string | null;
                                    createdAt: string;
                                }[];
                            };
                        };
                    };
                };
                401: components["responses"]["Error401"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/language": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * The language the candidate reads the portal in; the candidate's e-mails are written in it (decision 042)
         * @description en, de or es (a tag such as de-DE counts as de); any other language is English. Answers the language kept.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        language: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message?: string;
                            data: {
                                /** @enum {string} */
                                language: "en" | "de" | "es";
                            };
                        };
                    };
                };
                400: components["responses"]["Error400"];
                401: components["responses"]["Error401"];
                413: components["responses"]["Error413"];
                415: components["responses"]["Error415"];
                429: components["responses"]["Error429"];
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/devices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Sign one device out (its session ends at once) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message: string;
                        };
                    };
                };
                400: components["responses"]["Error400"];
                401: components["responses"]["Error401"];
                404: components["responses"]["Error404"];
                413: components["responses"]["Error413"];
                414: components["responses"]["Error414"];
                415: components["responses"]["Error415"];
                429: components["responses"]["Error429"];
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/devices/sign-out-others": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out everywhere else: every session but this one ends at once */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message?: string;
                            data: {
                                count: number;
                            };
                        };
                    };
                };
                400: components["responses"]["Error400"];
                401: components["responses"]["Error401"];
                413: components["responses"]["Error413"];
                415: components["responses"]["Error415"];
                429: components["responses"]["Error429"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/identities/{provider}/connect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Connect a social sign-in: answers the provider's address to open; its return links the identity to this account
         * @description Sets the signed oauth_state cookie (10 minutes) naming this account; the provider returns to the usual callback page, whose POST /api/auth/login links the identity and signs in. 404 when the provider is not configured.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    provider: "google" | "facebook" | "linkedin";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message?: string;
                            data: {
                                url: string;
                            };
                        };
                    };
                };
                400: components["responses"]["Error400"];
                401: components["responses"]["Error401"];
                404: components["responses"]["Error404"];
                413: components["responses"]["Error413"];
                414: components["responses"]["Error414"];
                415: components["responses"]["Error415"];
                429: components["responses"]["Error429"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/identities/{provider}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Disconnect a social sign-in; refused (400) when it is the last way in (no password, no other provider) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    provider: "google" | "facebook" | "linkedin";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message: string;
                        };
                    };
                };
                400: components["responses"]["Error400"];
                401: components["responses"]["Error401"];
                404: components["responses"]["Error404"];
                413: components["responses"]["Error413"];
                414: components["responses"]["Error414"];
                415: components["responses"]["Error415"];
                429: components["responses"]["Error429"];
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download all my data: a zip of data.json (every record of the account) and the uploaded documents
         * @description Every table with a candidate_id column is included; password and token hashes never are; encrypted answers are decrypted.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The zip */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/zip": Blob;
                    };
                };
                401: components["responses"]["Error401"];
                429: components["responses"]["Error429"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete my account after a grace period: every device is signed out now, the agency is e-mailed
         * @description Signing in again before the end of the grace period cancels the deletion. The body must say confirm: "DELETE", with the current password when the account has one (400 when it is missing or wrong; wrong ones count as failed sign-ins); an account without a password must have signed in within the last 10 minutes (403 otherwise).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        confirm: string;
                        password?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message?: string;
                            data: {
                                dueAt: string;
                            };
                        };
                    };
                };
                400: components["responses"]["Error400"];
                401: components["responses"]["Error401"];
                403: components["responses"]["Error403"];
                413: components["responses"]["Error413"];
                415: components["responses"]["Error415"];
                429: components["responses"]["Error429"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/delete/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a pending deletion of my account */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message: string;
                        };
                    };
                };
                400: components["responses"]["Error400"];
                401: components["responses"]["Error401"];
                413: components["responses"]["Error413"];
                415: components["responses"]["Error415"];
                429: components["responses"]["Error429"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/support/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Contact form (spec §3/§5): e-mails the agency's support address
         * @description fullName 1 to 25 letters, a valid email, description 1 to 500 characters, phone required and valid. The organisation is the signed-in candidate's, else the org code sent, else the agency's own. At most 5 messages an hour from one address (429).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        fullName: string;
                        /** Format: email */
                        email: string;
                        description: string;
                        phone: string;
                        org?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message: string;
                        };
                    };
                };
                400: components["responses"]["Error400"];
                413: components["responses"]["Error413"];
                415: components["responses"]["Error415"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agency/v1/candidates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organisation’s candidates, oldest change first (cursor paging; updatedSince)
         * @description Each candidate with e-mail, name, status, completeness, submittedAt, recruiter, and summaries of references and checklists. A change is one of the account or of the application. Follow `nextCursor` until it is null; keep the last `updatedAt` for the next `updatedSince`.
         */
        get: {
            parameters: {
                query?: {
                    cursor?: string;
                    updatedSince?: string;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            data: {
                                id: string;
                                email: string;
                                firstName: string;
                                lastName: string;
                                /** @enum {string} */
                                status: "registered" | "in_progress" | "submitted";
                                completeness: number;
                                submittedAt: string | null;
                                offerRecorded: boolean;
                                recruiter: {
                                    id: string;
                                    name: string;
                                    email: string;
                                } | null;
                                references: {
                                    completed: number;
                                    awaiting: number;
                                    managerCompleted: boolean;
                                    meetsRule: boolean;
                                };
                                checklists: {
                                    signed: number;
                                    inProgress: number;
                                    expired: number;
                                };
                                createdAt: string;
                                updatedAt: string;
                            }[];
                            nextCursor: string | null;
                        };
                    };
                };
                400: components["responses"]["Error400"];
                401: components["responses"]["Error401"];
                403: components["responses"]["Error403"];
                429: components["responses"]["Error429"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agency/v1/candidates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One candidate with the application
         * @description Sensitive answers (SSN, TIN, date of birth, driver’s licence, health and background-check answers) are masked unless the key has candidates:sensitive; a read with them unmasked is shown to the candidate in their account activity.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message?: string;
                            data: {
                                id: string;
                                email: string;
                                firstName: string;
                                lastName: string;
                                /** @enum {string} */
                                status: "registered" | "in_progress" | "submitted";
                                completeness: number;
                                submittedAt: string | null;
                                offerRecorded: boolean;
                                recruiter: {
                                    id: string;
                                    name: string;
                                    email: string;
                                } | null;
                                references: {
                                    completed: number;
                                    awaiting: number;
                                    managerCompleted: boolean;
                                    meetsRule: boolean;
                                };
                                checklists: {
                                    signed: number;
                                    inProgress: number;
                                    expired: number;
                                };
                                createdAt: string;
                                updatedAt: string;
                                application: {
                                    sections: {
                                        [key: string]: {
                                            data: unknown;
                                            /** @enum {string} */
                                            status: "draft" | "complete" | "notApplicable";
                                            updatedAt: string;
                                        };
                                    };
                                    applicationDetails: {
                                        [key: string]: (boolean | string) | null;
                                    };
                                    step: number;
                                    completeness: number;
                                    submittedAt: string | null;
                                    offerRecorded: boolean;
                                    disclosureViewedAt?: string | null;
                                    documents: {
                                        id: string;
                                        kind: string;
                                        filename: string;
                                        size: number;
                                        mime: string;
                                        createdAt: string;
                                    }[];
                                    masked: boolean;
                                };
                            };
                        };
                    };
                };
                400: components["responses"]["Error400"];
                401: components["responses"]["Error401"];
                403: components["responses"]["Error403"];
                404: components["responses"]["Error404"];
                414: components["responses"]["Error414"];
                429: components["responses"]["Error429"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agency/v1/candidates/{id}/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The candidate’s documents (CV and each section’s uploads) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message?: string;
                            data: {
                                id: string;
                                kind: string;
                                filename: string;
                                size: number;
                                mime: string;
                                createdAt: string;
                            }[];
                        };
                    };
                };
                400: components["responses"]["Error400"];
                401: components["responses"]["Error401"];
                403: components["responses"]["Error403"];
                404: components["responses"]["Error404"];
                414: components["responses"]["Error414"];
                429: components["responses"]["Error429"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agency/v1/candidates/{id}/documents/{docId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One document’s bytes (attachment; shown to the candidate in their activity) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    docId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The document as it was stored */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": Blob;
                        "application/msword": Blob;
                        "application/vnd.openxmlformats-officedocument.wordprocessingml.document": Blob;
                        "image/png": Blob;
                        "image/jpeg": Blob;
                    };
                };
                400: components["responses"]["Error400"];
                401: components["responses"]["Error401"];
                403: components["responses"]["Error403"];
                404: components["responses"]["Error404"];
                414: components["responses"]["Error414"];
                429: components["responses"]["Error429"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agency/v1/candidates/{id}/packet.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The profile packet PDF (identifiers masked; shown to the candidate in their activity) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The PDF */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": Blob;
                    };
                };
                400: components["responses"]["Error400"];
                401: components["responses"]["Error401"];
                403: components["responses"]["Error403"];
                404: components["responses"]["Error404"];
                414: components["responses"]["Error414"];
                429: components["responses"]["Error429"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agency/v1/candidates/{id}/references": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The candidate’s references with the referees’ answers and their audit fields (the agency’s view; never shown to the candidate) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message?: string;
                            data: {
                                id: string;
                                referee: {
                                    salutation: string;
                                    firstName: string;
                                    lastName: string;
                                    email: string;
                                    phone: string;
                                    workPhone: string;
                                };
                                referenceType: string;
                                referenceIsOrWasMy: string;
                                companyName: string;
                                jobTitle: string;
                                workTogetherFrom: string;
                                workTogetherTo: string;
                                status: string;
                                needsRenewal: boolean;
                                sentAt: string | null;
                                answeredAt: string | null;
                                /** @enum {string|null} */
                                outcome: "reference" | "declined" | "datesOnly" | null;
                                answers: {
                                    [key: string]: unknown;
                                } | null;
                                answeredBy: {
                                    name: string | null;
                                    title: string | null;
                                    method: string | null;
                                    verifiedEmail: string | null;
                                };
                            }[];
                        };
                    };
                };
                400: components["responses"]["Error400"];
                401: components["responses"]["Error401"];
                403: components["responses"]["Error403"];
                404: components["responses"]["Error404"];
                414: components["responses"]["Error414"];
                429: components["responses"]["Error429"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agency/v1/candidates/{id}/references/{refId}.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A completed reference as a PDF with its audit fields */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    refId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The PDF */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": Blob;
                    };
                };
                400: components["responses"]["Error400"];
                401: components["responses"]["Error401"];
                403: components["responses"]["Error403"];
                404: components["responses"]["Error404"];
                414: components["responses"]["Error414"];
                429: components["responses"]["Error429"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agency/v1/candidates/{id}/checklists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The candidate’s skills checklists and finished test attempts */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message?: string;
                            data: {
                                checklists: {
                                    id: string;
                                    slug: string;
                                    name: string;
                                    /** @enum {string} */
                                    status: "inProgress" | "signed";
                                    createdAt: string;
                                    updatedAt: string;
                                    signedAt: string | null;
                                    expiresAt: string | null;
                                }[];
                                tests: {
                                    id: string;
                                    slug: string;
                                    name: string;
                                    attemptNo: number;
                                    submittedAt: string;
                                    score: number;
                                    passed: boolean;
                                    timedOut: boolean;
                                    expiresAt: string | null;
                                }[];
                            };
                        };
                    };
                };
                400: components["responses"]["Error400"];
                401: components["responses"]["Error401"];
                403: components["responses"]["Error403"];
                404: components["responses"]["Error404"];
                414: components["responses"]["Error414"];
                429: components["responses"]["Error429"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agency/v1/candidates/{id}/checklists/{itemId}.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A signed checklist as a PDF (shown to the candidate in their activity) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    itemId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The PDF */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": Blob;
                    };
                };
                400: components["responses"]["Error400"];
                401: components["responses"]["Error401"];
                403: components["responses"]["Error403"];
                404: components["responses"]["Error404"];
                414: components["responses"]["Error414"];
                429: components["responses"]["Error429"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agency/v1/candidates/{id}/tests/{itemId}.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A finished test attempt as a PDF (shown to the candidate in their activity) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                    itemId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The PDF */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": Blob;
                    };
                };
                400: components["responses"]["Error400"];
                401: components["responses"]["Error401"];
                403: components["responses"]["Error403"];
                404: components["responses"]["Error404"];
                414: components["responses"]["Error414"];
                429: components["responses"]["Error429"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agency/v1/candidates/{id}/submissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The candidate’s submissions to the organisation’s jobs, newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message?: string;
                            data: {
                                _id: string;
                                jobId: string;
                                /** @enum {string} */
                                status: "submitted" | "in_review" | "interview" | "offered" | "placed" | "not_selected" | "withdrawn";
                                note: string | null;
                                createdAt: string;
                                updatedAt: string;
                                job: {
                                    _id: string;
                                    Position_Name: string;
                                    facilityName: string;
                                    City: string;
                                    State: string;
                                    Submodality: string;
                                    Shift: string;
                                    Duration_Amount: number;
                                    weeklyPay: number;
                                    weeklyStipends: number | null;
                                    /** @description YYYY-MM-DD */
                                    Estimated_Start_Date: string | null;
                                };
                            }[];
                        };
                    };
                };
                400: components["responses"]["Error400"];
                401: components["responses"]["Error401"];
                403: components["responses"]["Error403"];
                404: components["responses"]["Error404"];
                414: components["responses"]["Error414"];
                429: components["responses"]["Error429"];
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agency/v1/submissions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Set where a submission stands (the candidate sees it at once) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "submitted" | "in_review" | "interview" | "offered" | "placed" | "not_selected" | "withdrawn";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message?: string;
                            data: {
                                id: string;
                                candidateId: string;
                                /** @enum {string} */
                                status: "submitted" | "in_review" | "interview" | "offered" | "placed" | "not_selected" | "withdrawn";
                            };
                        };
                    };
                };
                400: components["responses"]["Error400"];
                401: components["responses"]["Error401"];
                403: components["responses"]["Error403"];
                404: components["responses"]["Error404"];
                413: components["responses"]["Error413"];
                414: components["responses"]["Error414"];
                415: components["responses"]["Error415"];
                429: components["responses"]["Error429"];
            };
        };
        trace?: never;
    };
    "/api/agency/v1/candidates/{id}/offers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record an offer made to the candidate: their health-status section opens; a submission named is set to offered */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: uuid */
                        submissionId?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message?: string;
                            data: {
                                candidateId: string;
                                /** @enum {boolean} */
                                offerRecorded: true;
                                submissionId: string | null;
                            };
                        };
                    };
                };
                400: components["responses"]["Error400"];
                401: components["responses"]["Error401"];
                403: components["responses"]["Error403"];
                404: components["responses"]["Error404"];
                413: components["responses"]["Error413"];
                414: components["responses"]["Error414"];
                415: components["responses"]["Error415"];
                429: components["responses"]["Error429"];
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agency/v1/jobs/{positionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Add or change the organisation’s job with this Position_ID
         * @description The body is one job with the fields of a `portal jobs:import` row (Position_Name, Modality, Submodality, Shift, City, State, Zip, ...), checked by the same rules.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    positionId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message?: string;
                            data: {
                                positionId: string;
                                id: string;
                                created: boolean;
                                isOpen: boolean;
                            };
                        };
                    };
                };
                400: components["responses"]["Error400"];
                401: components["responses"]["Error401"];
                403: components["responses"]["Error403"];
                404: components["responses"]["Error404"];
                413: components["responses"]["Error413"];
                414: components["responses"]["Error414"];
                415: components["responses"]["Error415"];
                429: components["responses"]["Error429"];
            };
        };
        post?: never;
        /** Close the organisation’s job with this Position_ID (no new submissions) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    positionId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            status: true;
                            message?: string;
                            data: {
                                positionId: string;
                                id: string;
                                created: boolean;
                                isOpen: boolean;
                            };
                        };
                    };
                };
                400: components["responses"]["Error400"];
                401: components["responses"]["Error401"];
                403: components["responses"]["Error403"];
                404: components["responses"]["Error404"];
                413: components["responses"]["Error413"];
                414: components["responses"]["Error414"];
                415: components["responses"]["Error415"];
                429: components["responses"]["Error429"];
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        ApiError: {
            /** @enum {boolean} */
            status: false;
            /** @description Meant for the user, in the language of Accept-Language where the message is translated. */
            message: string;
            /** @description A stable name of the refusal (UNAUTHORIZED, RATE_LIMITED, UPLOAD_TOO_BIG, ...), where there is one. */
            code?: string;
            /** @description A 400 of a field: each field that is wrong (path joined with dots) and why. */
            errors?: {
                path: string;
                message: string;
            }[];
        };
    };
    responses: {
        /** @description The request is not valid: a field (errors names each), the body (not valid JSON, a malformed upload) or the address. */
        Error400: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description No valid credential: sign in (bearer token) or send a live agency key. */
        Error401: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description Not allowed: the key lacks the scope, or the call is not open to this candidate yet. */
        Error403: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description Not found (or not this caller’s). */
        Error404: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description The call cannot answer in a type the Accept header asks for. */
        Error406: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description The request conflicts with the current state. */
        Error409: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description The link is no longer valid (used, replaced or expired). */
        Error410: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description The body or the uploaded file is too large (nothing was kept). */
        Error413: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description A part of the address is too long. */
        Error414: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description The body is of a content type this call does not take. */
        Error415: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description Too many calls: the message says how long to wait, and Retry-After gives the seconds. */
        Error429: {
            headers: {
                /** @description Seconds to wait. */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
