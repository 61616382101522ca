import numpy as np

from cleaning import drop_incomplete
from herd import subclinical_mastitis_rate


def monthly_recording(rng, n_cows=50):
    rec = np.column_stack([
        rng.normal(4.1, 0.4, n_cows), rng.normal(3.4, 0.2, n_cows),
        rng.normal(4.7, 0.15, n_cows), rng.normal(5.0, 0.4, n_cows),
    ]).astype(np.float32)
    missing = rng.random(n_cows) < 0.06
    rec[missing, rng.integers(0, 4)] = np.nan
    return rec


def main():
    rng = np.random.default_rng(0)
    for month in range(6):
        rec = drop_incomplete(monthly_recording(rng))
        rate = subclinical_mastitis_rate(rec)
        print(f"month {month}: {len(rec)} cows analysed, suspected mastitis {float(rate):.0%}")


if __name__ == "__main__":
    main()
