import numpy as np


def split_interval(a, b, n_sub):
    edges = np.linspace(a, b, n_sub + 1)
    return list(zip(edges[:-1], edges[1:]))


def collocation_per_subdomain(subdomains, n_per_sub, seed=0):
    """The same number of points in every subdomain."""
    rng = np.random.default_rng(seed)
    out = []
    for lo, hi in subdomains:
        out.append(np.sort(rng.uniform(lo, hi, n_per_sub)).astype(np.float32))
    return out
