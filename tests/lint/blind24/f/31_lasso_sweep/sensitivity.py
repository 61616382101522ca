import numpy as np


def build_problem(n_elem=30, n_meas=12, seed=0):
    """Linearised frequency/mode-shape sensitivity of a truss; sparse stiffness loss in 2 members."""
    rng = np.random.default_rng(seed)
    S = rng.normal(0, 1, (n_meas, n_elem)) * np.linspace(1.0, 0.4, n_elem)
    theta_true = np.zeros(n_elem)
    theta_true[[7, 21]] = [0.25, 0.15]
    d = S @ theta_true + rng.normal(0, 0.01, n_meas)
    return S.astype(np.float32), d.astype(np.float32), theta_true
