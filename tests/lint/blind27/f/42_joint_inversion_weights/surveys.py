import numpy as np

N_CELLS = 30
METHODS = [("gravity", 0.2), ("magnetics", 0.1), ("em", 0.05)]


def kernel(n_obs, depth, seed):
    rng = np.random.default_rng(seed)
    x = np.linspace(0, 1, n_obs)[:, None] - np.linspace(0, 1, N_CELLS)[None]
    K = depth / (x ** 2 + depth ** 2) * (1 + 0.01 * rng.normal(size=(n_obs, N_CELLS)))
    return (K / np.linalg.norm(K, 2)).astype(np.float32)


def area_surveys(area, rng):
    m_true = np.sin(np.linspace(0, 3, N_CELLS)).astype(np.float32)
    out = {}
    for name, depth in METHODS:
        G = kernel(25, depth, area)
        flown = name == "gravity" or rng.random() < 0.5
        if flown:
            out[name] = {"G": G, "d": G @ m_true, "w": np.float32(1.0)}
        else:
            out[name] = {"G": np.zeros_like(G), "d": np.zeros(25, np.float32), "w": np.float32(0.0)}
    return out
