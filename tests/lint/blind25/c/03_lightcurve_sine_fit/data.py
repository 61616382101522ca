import numpy as np


def simulate_survey(n_stars=6, seed=3):
    """Irregularly sampled variable-star light curves, one per star."""
    rng = np.random.default_rng(seed)
    curves = []
    for i in range(n_stars):
        n_epochs = int(rng.integers(40, 120))
        t = np.sort(rng.uniform(0.0, 30.0, n_epochs))
        period = rng.uniform(0.5, 3.0)
        amp = rng.uniform(0.1, 0.6)
        mag = 15.0 + amp * np.sin(2 * np.pi * t / period) + rng.normal(0, 0.02, n_epochs)
        err = np.full(n_epochs, 0.02)
        curves.append({"id": f"V{i:03d}", "t": t.astype(np.float32),
                       "mag": mag.astype(np.float32), "err": err.astype(np.float32),
                       "period": np.float32(period)})
    return curves
