import numpy as np

from detrend import fit_trend, clip_outliers


def kepler_quarter(seed):
    rng = np.random.default_rng(seed)
    t = np.linspace(0, 90, 2000).astype(np.float32)
    trend = 1 + 2e-3 * (t / 90) - 3e-3 * (t / 90) ** 2
    flux = trend + rng.normal(0, 2e-4, t.size)
    in_transit = (np.mod(t, 7.3) < 0.15)
    flux[in_transit] -= 4e-3
    flares = rng.integers(0, t.size, 10)
    flux[flares] += 5e-3
    return t, flux.astype(np.float32)


def detrend(t, flux, n_pass=3):
    mask = None
    for _ in range(n_pass):
        trend = fit_trend(t, flux, mask)
        mask = clip_outliers(flux, trend)
    return flux / trend, mask


def main():
    for q in range(1, 4):
        t, flux = kepler_quarter(q)
        flat, mask = detrend(t, flux)
        print(f"Q{q}: kept {int(mask.sum())}/{mask.size} points, CDPP-ish {float(flat[mask].std()) * 1e6:.0f} ppm")


if __name__ == "__main__":
    main()
