import numpy as np


def wind_scenarios(rng, n_scen=50, T=24, capacity=300.0):
    base = 0.4 + 0.2 * np.sin(np.linspace(0, 2 * np.pi, T))
    eps = np.cumsum(0.05 * rng.standard_normal((n_scen, T)), axis=1)
    return (capacity * np.clip(base + eps, 0, 1)).astype(np.float32)
