import numpy as np
import jax
import jax.numpy as jnp

def kfold_rmse(X, y, k=5, lam=1.0):
    folds = np.array_split(np.arange(len(X)), k)
    scores = []
    for i, test in enumerate(folds):
        train = np.setdiff1d(np.arange(len(X)), test)

        @jax.jit
        def ridge_fold_fit(Xtr, ytr):
            A = Xtr.T @ Xtr + lam * jnp.eye(Xtr.shape[1])
            return jnp.linalg.solve(A, Xtr.T @ ytr)

        beta = ridge_fold_fit(X[train], y[train])
        scores.append(float(jnp.sqrt(jnp.mean((X[test] @ beta - y[test]) ** 2))))
    return scores
