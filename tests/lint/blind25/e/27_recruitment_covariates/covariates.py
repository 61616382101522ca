import numpy as np

def year_covariates(year, rng):
    cov = {"sst": np.float32(rng.normal(11.5, 0.8)), "nao": np.float32(rng.normal(0, 1))}
    if year >= 1998:
        cov["chl"] = np.float32(rng.lognormal(0, 0.4))
    return cov
