import numpy as np

from spectra import range_histogram


def daily_ranges(day, rng, n=4000):
    # peak-valley ranges from a rainflow pass over stringer strain, converted to MPa
    heavy = rng.uniform(0.02, 0.06)
    r = np.where(rng.uniform(size=n) < heavy, rng.gamma(6, 9, n), rng.gamma(2, 5, n))
    return r.astype(np.float32), np.ones(n, np.float32)


def main():
    rng = np.random.default_rng(8)
    for day in range(7):
        r, w = daily_ranges(day, rng)
        top = float(np.ceil(r.max() / 10.0) * 10.0)
        hist, edges = range_histogram(r, w, max_range=top)
        hist = np.asarray(hist)
        print(f"day {day}: bins to {top:.0f} MPa, cycles above 60 MPa: {hist[edges[:-1] >= 60].sum():.0f}")


if __name__ == "__main__":
    main()
