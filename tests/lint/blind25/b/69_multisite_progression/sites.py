import numpy as np

VISITS = np.array([0, 2, 4, 8, 12, 16, 24], np.float32)


def site_dataset(site, seed):
    rng = np.random.default_rng(seed)
    n = 20
    base = rng.normal(30, 4, (n, 1))
    effect = -8 * (1 - np.exp(-0.15 * VISITS))[None, :]
    score = (base + effect + rng.normal(0, 2, (n, VISITS.size))).astype(np.float32)
    data = {"score": score, "observed": None}
    if site in ("Berlin", "Osaka"):
        observed = rng.random((n, VISITS.size)) > 0.15
        observed[:, 0] = True
        data["observed"] = observed
    return data
