import numpy as np

from report import month_block
from energy import monthly_chiller_load


def main():
    rng = np.random.default_rng(0)
    for month in range(1, 13):
        total, peak, hot = monthly_chiller_load(*month_block(2024, month, rng))
        print(f"2024-{month:02d}: {float(total):6.0f} kWh, peak {float(peak):5.1f}, warm days {int(hot)}")


if __name__ == "__main__":
    main()
