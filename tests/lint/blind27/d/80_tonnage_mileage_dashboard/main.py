import numpy as np

from agg import tonnage_mileage
from report import monthly_report


def main():
    rng = np.random.default_rng(0)
    for week in range(4):
        tonnes = rng.uniform(500, 3000, 40).astype(np.float32)
        km = rng.uniform(50, 900, 40).astype(np.float32)
        dash = float(tonnage_mileage(tonnes, km))
        print(week, f"{dash:.3e}", f"{monthly_report(tonnes, km):.3e}")


if __name__ == "__main__":
    main()
