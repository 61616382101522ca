import numpy as np


def fake_sps_library(n=1024, seed=0):
    """(log age, metallicity, dust tau, redshift) -> ugrizy magnitudes."""
    rng = np.random.default_rng(seed)
    theta = rng.uniform([8.0, -1.5, 0.0, 0.0], [10.1, 0.3, 2.0, 1.0], (n, 4))
    lam = np.array([0.36, 0.47, 0.62, 0.75, 0.87, 0.97])
    age, zmet, tau, z = theta.T[:, :, None]
    mags = -2.5 * np.log10((lam * (1 + z)) ** (0.5 * (age - 9)) * np.exp(-tau * 0.3 / lam) * (1 + 0.1 * zmet))
    return theta.astype(np.float32), mags.astype(np.float32)
