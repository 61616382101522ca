from scenarios import ScenarioRunner

SCENARIOS = {
    "baseline": {"ferries": 3, "stay": 4.0, "days": 30},
    "extra_ferry": {"ferries": 4, "stay": 4.0, "days": 30},
    "festival_week": {"ferries": 5, "stay": 2.5, "days": 7},
    "long_season": {"ferries": 3, "stay": 6.0, "days": 120},
}


def main():
    results = ScenarioRunner(SCENARIOS).run_all()
    for name, (ts, ys) in results.items():
        print(f"{name:14s} end-of-horizon visitors {float(ys[-1]):7.1f}")


if __name__ == "__main__":
    main()
