import numpy as np


def split_interval(a, b, n_sub):
    edges = np.linspace(a, b, n_sub + 1)
    return list(zip(edges[:-1], edges[1:]))


def collocation_per_subdomain(subdomains, density, seed=0):
    """Points proportional to subdomain length times a per-subdomain density."""
    rng = np.random.default_rng(seed)
    out = []
    for (lo, hi), rho in zip(subdomains, density):
        n = int(round(rho * (hi - lo)))
        out.append(np.sort(rng.uniform(lo, hi, n)).astype(np.float32))
    return out
