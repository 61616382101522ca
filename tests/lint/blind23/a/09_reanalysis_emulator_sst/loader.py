import numpy as np

SST_START_YEAR = 1982


def load_year(year, n=48, nlat=8, nlon=16):
    rng = np.random.default_rng(year)
    sample = {
        "t850": rng.normal(size=(n, nlat, nlon)).astype(np.float32),
        "z500": rng.normal(size=(n, nlat, nlon)).astype(np.float32),
        "target": rng.normal(size=(n, nlat, nlon)).astype(np.float32),
    }
    if year >= SST_START_YEAR:
        sample["sst"] = rng.normal(size=(n, nlat, nlon)).astype(np.float32)
    return sample


def iterate_years(years, batch=16):
    for year in years:
        data = load_year(year)
        n = len(data["target"])
        for s in range(0, n, batch):
            yield {k: v[s:s + batch] for k, v in data.items()}
