import numpy as np

from activity import k40_activity
from spectra import environmental_sample, live_time_corrected


def main():
    rng = np.random.default_rng(0)
    dead_fractions = [0.02, np.float64(0.031), 0.015, np.float32(0.04)]
    for i, dead in enumerate(dead_fractions):
        live, counts = live_time_corrected(environmental_sample(rng), 3600.0, dead)
        a = k40_activity(counts, live, 0.012, 0.5)
        print(f"sample {i}: K-40 {float(a):.0f} Bq/kg (live time {live:.0f} s)")


if __name__ == "__main__":
    main()
