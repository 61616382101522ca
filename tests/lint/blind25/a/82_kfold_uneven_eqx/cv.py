import jax.numpy as jnp
import numpy as np

from model import SpectralRidge, fold_metrics


def ridge_fit(x, y, lam=1.0):
    xm, ym = x.mean(0), y.mean()
    xc = x - xm
    w = np.linalg.solve(xc.T @ xc + lam * np.eye(x.shape[1]), xc.T @ (y - ym))
    return SpectralRidge(jnp.asarray(w, jnp.float32), jnp.asarray(ym - xm @ w, jnp.float32))


def cross_validate(x, y, k=5, seed=0):
    folds = np.array_split(np.random.default_rng(seed).permutation(len(x)), k)
    scores = []
    for i, test in enumerate(folds):
        train = np.concatenate([f for j, f in enumerate(folds) if j != i])
        model = ridge_fit(x[train], y[train])
        scores.append(fold_metrics(model, x[test], y[test]))
    return scores
