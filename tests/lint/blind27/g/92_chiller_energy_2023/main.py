import numpy as np

from report import month_readings
from energy import chiller_summary


def main():
    rng = np.random.default_rng(0)
    for month in range(1, 13):
        total, peak, longest = chiller_summary(month_readings(2023, month, rng))
        print(f"2023-{month:02d}: {float(total):6.0f} kWh, peak {float(peak):5.1f}, longest warm run {int(longest)} d")


if __name__ == "__main__":
    main()
