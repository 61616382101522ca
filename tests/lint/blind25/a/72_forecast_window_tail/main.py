import numpy as np

from forecast import week_ahead_demand

HORIZON = 7


def main():
    rng = np.random.default_rng(9)
    n_days = 45
    et0 = rng.uniform(3, 7, n_days).astype(np.float32)
    rain = (rng.uniform(size=n_days) < 0.25) * rng.gamma(1.5, 6.0, n_days).astype(np.float32)
    for day in range(30, n_days):
        demand = week_ahead_demand(et0[day:day + HORIZON], 1.1, rain[day:day + HORIZON])
        print(f"day {day}: next-week irrigation demand {float(demand):.1f} mm")


if __name__ == "__main__":
    main()
