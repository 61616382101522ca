import numpy as np


def spectroscopic_sample(rng, n=256):
    """Colours of quasars with spectroscopic redshifts; label = high-z (z > 2.2)."""
    z = rng.uniform(0.3, 4.0, n)
    x = np.stack([0.6 * (z > 2.2) + rng.normal(0, 0.3, n), 0.3 * z + rng.normal(0, 0.3, n),
                  rng.normal(0, 0.3, n)], 1).astype(np.float32)
    return x, z > 2.2


def visual_inspection_sample(rng, n=256):
    """Quasar candidates labelled by eye in a vetting campaign (1.0 = high-z)."""
    y = (rng.random(n) < 0.4).astype(np.float32)
    z_guess = np.where(y > 0.5, 3.0, 1.2)
    x = np.stack([0.6 * y + rng.normal(0, 0.3, n), 0.3 * z_guess + rng.normal(0, 0.3, n),
                  rng.normal(0, 0.3, n)], 1).astype(np.float32)
    return x, y
