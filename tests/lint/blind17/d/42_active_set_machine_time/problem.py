import numpy as np


def allocation_problem(n_jobs=12, seed=0):
    """Quadratic utility for giving each job a share of machine time in [0, cap]."""
    rng = np.random.default_rng(seed)
    A = rng.normal(size=(n_jobs, n_jobs)).astype(np.float32)
    Q = (A @ A.T / n_jobs + np.eye(n_jobs)).astype(np.float32)
    c = rng.normal(scale=3.0, size=n_jobs).astype(np.float32)
    cap = np.full(n_jobs, 1.0, np.float32)
    return Q, c, cap
