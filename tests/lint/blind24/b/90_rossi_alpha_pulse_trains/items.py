import numpy as np


def pulse_train(mass_g, rng, window_us=2.0e5):
    # correlated fission chains: each chain gives a burst of detections with ~50 us die-away
    n_chains = rng.poisson(mass_g * 0.5)
    starts = rng.uniform(0, window_us, n_chains)
    times = [s + rng.exponential(50.0, rng.integers(1, 4)) for s in starts]
    return np.sort(np.concatenate(times)).astype(np.float32)
