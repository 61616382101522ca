import numpy as np


def picked_layers(profile_id, n_traces=100):
    """Internal reflecting horizons picked along one radar profile (two-way time, us)."""
    rng = np.random.default_rng(profile_id)
    n_layers = int(rng.integers(2, 6))
    x = np.linspace(0, 1, n_traces)
    return [(5.0 + 4.0 * k + 0.5 * np.sin(6 * x + k) + rng.normal(0, 0.05, n_traces)).astype(np.float32)
            for k in range(n_layers)]
