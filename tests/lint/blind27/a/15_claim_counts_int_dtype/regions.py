import numpy as np


def region_counts(rng, region, n_policies=500):
    covariates = rng.normal(size=(n_policies, 3)).astype(np.float32)
    lam = np.exp(covariates @ np.array([0.25, -0.15, 0.1]) - 1.2)
    counts = rng.poisson(lam)
    if region in ("north", "east"):
        counts = counts.astype(np.float32)
    return covariates, counts


REGIONS = ["north", "south", "east", "west"]
