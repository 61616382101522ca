import numpy as np

MAX_FISH = 160

def cruise(n, rng):
    L = rng.uniform(10, 60, n)
    W = 0.01 * L ** 3.05 * np.exp(rng.normal(0, 0.1, n))
    ll = np.zeros(MAX_FISH, np.float32); lw = np.zeros(MAX_FISH, np.float32); m = np.zeros(MAX_FISH, bool)
    ll[:n], lw[:n], m[:n] = np.log(L), np.log(W), True
    return ll, lw, m
