import numpy as np


def simulate_pendulum(theta0, omega0, dt=0.05, n=20, g=9.81, length=1.0):
    th, om = theta0, omega0
    for _ in range(n):
        om = om - dt * g / length * np.sin(th)
        th = th + dt * om
    return th, om


def make_dataset(n_samples=200, seed=0):
    rng = np.random.default_rng(seed)
    th0 = rng.uniform(-np.pi / 2, np.pi / 2, n_samples)
    om0 = rng.uniform(-1, 1, n_samples)
    th1, om1 = simulate_pendulum(th0, om0)
    X = np.stack([th0, om0], axis=1).astype(np.float32)
    Y = np.stack([th1, om1], axis=1).astype(np.float32)
    return X, Y


def batches(X, Y, batch_size, rng):
    idx = rng.permutation(len(X))
    for start in range(0, len(X), batch_size):
        sel = idx[start:start + batch_size]
        yield X[sel], Y[sel]
