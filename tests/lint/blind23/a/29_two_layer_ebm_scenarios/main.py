from ebm import warming_path

SCENARIOS = {
    "ssp126": (2.6, 50.0),
    "ssp245": (4.5, 80.0),
    "ssp585": (8.5, 100.0),
    "abrupt4x": (7.4, 150.0),
}


def main():
    for lam in (1.0, 1.3):
        for name, (forcing, horizon) in SCENARIOS.items():
            ts, T = warming_path(forcing, lam, horizon)
            print(name, lam, round(float(T[-1]), 3))


if __name__ == "__main__":
    main()
