import numpy as np

from indices import IndexCalculator

REGIONS = {
    "Nino1+2": (-10.0, 0.0, 270.0, 280.0),
    "Nino3.4": (-5.0, 5.0, 190.0, 240.0),
    "TNA": (5.5, 23.5, 302.5, 345.0),
    "TSA": (-20.0, 0.0, 330.0, 360.0),
}


def seasonal_fields(seed=1):
    rng = np.random.default_rng(seed)
    lat = np.arange(-30, 31, 2.5).astype(np.float32)
    lon = np.arange(0, 360, 5.0).astype(np.float32)
    clim = (27 - 0.01 * lat[:, None] ** 2 + 0 * lon[None, :]).astype(np.float32)
    for season in ["DJF", "MAM", "JJA", "SON"]:
        sst = clim[None] + rng.normal(0, 0.4, (3,) + clim.shape)
        yield season, sst.astype(np.float32), clim, lat, lon


def main():
    calc = IndexCalculator(REGIONS)
    for season, sst, clim, lat, lon in seasonal_fields():
        idx = calc(sst, clim, lat, lon)
        print(f"{season}: " + ", ".join(f"{k} {float(v.mean()):+.3f}" for k, v in idx.items()))


if __name__ == "__main__":
    main()
