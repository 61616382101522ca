import numpy as np

MAX_LAYERS = 6


def picked_layers(profile_id, n_traces=100):
    rng = np.random.default_rng(100 + profile_id)
    n_layers = int(rng.integers(2, MAX_LAYERS + 1))
    x = np.linspace(0, 1, n_traces)
    twt = np.full((MAX_LAYERS, n_traces), np.nan, np.float32)
    for k in range(n_layers):
        twt[k] = 5.0 + 4.0 * k + 0.5 * np.sin(6 * x + k) + rng.normal(0, 0.05, n_traces)
    return twt, n_layers
