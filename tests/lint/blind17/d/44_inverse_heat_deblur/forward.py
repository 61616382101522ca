import numpy as np


def heat_operator(n=32, t=0.02):
    """Discrete heat semigroup exp(t * Laplacian) on [0, 1] with Dirichlet ends."""
    h = 1.0 / (n + 1)
    lap = (np.diag(-2.0 * np.ones(n)) + np.diag(np.ones(n - 1), 1) + np.diag(np.ones(n - 1), -1)) / h ** 2
    w, V = np.linalg.eigh(lap)
    return (V @ np.diag(np.exp(t * w)) @ V.T).astype(np.float32)


def make_data(K, seed=0, noise=1e-3):
    rng = np.random.default_rng(seed)
    xs = np.linspace(0, 1, K.shape[0])
    u0 = (np.sin(np.pi * xs) + 0.5 * np.sin(3 * np.pi * xs)).astype(np.float32)
    y = K @ u0
    y_train = (y + noise * rng.normal(size=y.shape)).astype(np.float32)
    y_val = (y + noise * rng.normal(size=y.shape)).astype(np.float32)
    return u0, y_train, y_val
