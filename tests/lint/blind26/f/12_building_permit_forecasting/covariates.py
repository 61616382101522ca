import numpy as np

def district_covariates(district, rng, months=24):
    cols = {}
    order = ["rates", "employment", "vacancy"] if district % 2 == 0 else ["vacancy", "rates", "employment"]
    for name in order:
        cols[name] = rng.normal(size=(months,)).astype(np.float32)
    return cols
