import numpy as np

COVARIATES = ("wt", "age", "crcl", "alb", "sex")


def popdata(n=120, seed=3):
    rng = np.random.default_rng(seed)
    cov = {
        "wt": rng.normal(0, 1, n), "age": rng.normal(0, 1, n), "crcl": rng.normal(0, 1, n),
        "alb": rng.normal(0, 1, n), "sex": rng.integers(0, 2, n) - 0.5,
    }
    log_cl = np.log(5) + 0.3 * cov["wt"] + 0.25 * cov["crcl"] + rng.normal(0, 0.15, n)
    x = np.stack([cov[c] for c in COVARIATES], 1).astype(np.float32)
    return x, log_cl.astype(np.float32)
