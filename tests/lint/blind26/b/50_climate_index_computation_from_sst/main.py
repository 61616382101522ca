import numpy as np

from indices import compute_indices
from regions import REGIONS


def monthly_fields(n_months=24, seed=0):
    rng = np.random.default_rng(seed)
    lat = np.arange(-20, 21, 2.0).astype(np.float32)
    lon = np.arange(0, 360, 4.0).astype(np.float32)
    clim = (28 - 0.02 * lat[:, None] ** 2 + 0 * lon[None, :]).astype(np.float32)
    enso = np.sin(np.arange(n_months) * 2 * np.pi / 40)
    pattern = np.exp(-(lat[:, None] / 6) ** 2) * np.exp(-((lon[None, :] - 220) / 40) ** 2)
    sst = clim[None] + 1.5 * enso[:, None, None] * pattern[None] + rng.normal(0, 0.2, (n_months,) + clim.shape)
    return sst.astype(np.float32), clim, lat, lon


def main():
    sst, clim, lat, lon = monthly_fields()
    for year in range(2):
        idx = compute_indices(sst[12 * year:12 * (year + 1)], clim, lat, lon, REGIONS)
        print(f"year {year}: " + ", ".join(f"{k} {float(v.mean()):+.2f}" for k, v in idx.items()))


if __name__ == "__main__":
    main()
