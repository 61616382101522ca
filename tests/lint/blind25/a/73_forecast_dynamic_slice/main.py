import numpy as np

from demand import upcoming_deficit


def main():
    rng = np.random.default_rng(9)
    n_days = 45
    et0 = rng.uniform(3, 7, n_days).astype(np.float32)
    rain = ((rng.uniform(size=n_days) < 0.25) * rng.gamma(1.5, 6.0, n_days)).astype(np.float32)
    for day in range(30, n_days):
        d = upcoming_deficit(et0, rain, day, 1.1)
        print(f"day {day}: upcoming 7-day deficit {float(d):.1f} mm")


if __name__ == "__main__":
    main()
