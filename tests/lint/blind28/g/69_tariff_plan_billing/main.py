import numpy as np

from tariffs import bill_for_plan


def main():
    rng = np.random.default_rng(111)
    h = np.arange(24 * 30)
    shape = 0.6 + 0.5 * np.exp(-((h % 24) - 18) ** 2 / 8)
    for month in range(3):
        for plan in ["residential", "small_commercial"]:
            kwh = (shape * rng.uniform(0.5, 2.0, (25, 1))).astype(np.float32)
            print(month, plan, round(float(bill_for_plan(plan, kwh).mean()), 2))


if __name__ == "__main__":
    main()
