from sir import excess_deaths

SCENARIOS = [
    {"name": "mild", "beta": 1.2, "gamma": 0.7, "ifr": 0.002, "weeks": 26},
    {"name": "central", "beta": 1.6, "gamma": 0.7, "ifr": 0.006, "weeks": 39},
    {"name": "severe", "beta": 2.1, "gamma": 0.6, "ifr": 0.012, "weeks": 52},
    {"name": "extended", "beta": 1.6, "gamma": 0.7, "ifr": 0.006, "weeks": 78.5},
]


def main():
    lives = 250_000
    sum_assured = 120_000.0
    for sc in SCENARIOS:
        frac = excess_deaths(sc["beta"], sc["gamma"], sc["ifr"], sc["weeks"])
        print(sc["name"], round(float(frac) * lives), f"{float(frac) * lives * sum_assured:,.0f}")


if __name__ == "__main__":
    main()
