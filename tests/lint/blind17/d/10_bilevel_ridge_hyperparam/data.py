import numpy as np


def make_split(n_train=48, n_val=32, dim=6, seed=0):
    rng = np.random.default_rng(seed)
    w_true = rng.normal(size=(dim,))
    X_tr = rng.normal(size=(n_train, dim)).astype(np.float32)
    X_va = rng.normal(size=(n_val, dim)).astype(np.float32)
    y_tr = (X_tr @ w_true + 0.5 * rng.normal(size=n_train)).astype(np.float32)
    y_va = (X_va @ w_true + 0.5 * rng.normal(size=n_val)).astype(np.float32)
    return (X_tr, y_tr), (X_va, y_va)
