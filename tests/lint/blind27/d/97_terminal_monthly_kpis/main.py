import numpy as np

from calendar_data import month_series
from kpi import monthly_kpis


def main():
    rng = np.random.default_rng(0)
    for month in range(1, 7):
        teu, crane_h = month_series(2025, month, rng)
        k = monthly_kpis(teu, crane_h)
        print(f"2025-{month:02d}", {n: round(float(v), 1) for n, v in k.items()})


if __name__ == "__main__":
    main()
