import numpy as np


def accelerometer_stream(n_samples=230, dt=0.01, seed=0):
    """Yields noisy position readings of a lightly damped oscillating beam tip."""
    rng = np.random.default_rng(seed)
    x, v = 1.0, 0.0
    omega, zeta = 2 * np.pi * 1.5, 0.02
    for _ in range(n_samples):
        a = -omega ** 2 * x - 2 * zeta * omega * v
        v += dt * a
        x += dt * v
        yield np.float32(x + 0.05 * rng.normal())
