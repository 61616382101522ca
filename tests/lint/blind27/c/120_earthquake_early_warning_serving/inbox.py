import numpy as np


def incoming(rng, n):
    for k in range(n):
        n_sites = int(rng.choice([4, 7, 7, 12, 4, 9]))
        yield {"event": f"ev{k:03d}", "features": rng.normal(size=(n_sites, 5)).tolist()}
