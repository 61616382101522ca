import numpy as np


def simulate_light_curves(n_stars, seed=0):
    rng = np.random.default_rng(seed)
    for i in range(n_stars):
        n_obs = int(rng.integers(40, 90))
        t = np.sort(rng.uniform(0.0, 30.0, n_obs)).astype(np.float32)
        period = rng.uniform(0.5, 5.0)
        amp = rng.uniform(0.1, 0.5)
        flux = 1.0 + amp * np.sin(2 * np.pi * t / period) + 0.02 * rng.normal(size=n_obs)
        err = np.full(n_obs, 0.02, dtype=np.float32)
        yield {"t": t, "flux": flux.astype(np.float32), "err": err, "period": np.float32(period)}
