from service import OddsService

REQUESTS = [
    {"fixture": "ARS-CHE", "lam_home": 1.6, "lam_away": 1.1, "n_sims": 1000},
    {"fixture": "LIV-MCI", "lam_home": 1.5, "lam_away": 1.5, "n_sims": 500},
    {"fixture": "TOT-NEW", "lam_home": 1.4, "lam_away": 1.2, "n_sims": 2000},
    {"fixture": "BHA-AVL", "lam_home": 1.3, "lam_away": 1.3, "n_sims": 1000},
    {"fixture": "EVE-FUL", "lam_home": 1.1, "lam_away": 1.0, "n_sims": 750},
]


def main():
    svc = OddsService()
    for req in REQUESTS:
        print(svc.handle(req))


if __name__ == "__main__":
    main()
