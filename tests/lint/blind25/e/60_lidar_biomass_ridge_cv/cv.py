import numpy as np
import jax.numpy as jnp
from solvers import get_ridge

def kfold_rmse(X, y, k=5, lam=1.0):
    folds = np.array_split(np.arange(len(X)), k)
    out = []
    for test in folds:
        train = np.setdiff1d(np.arange(len(X)), test)
        fit = get_ridge(lam)
        beta = fit(X[train], y[train])
        out.append(float(jnp.sqrt(jnp.mean((X[test] @ beta - y[test]) ** 2))))
    return out
