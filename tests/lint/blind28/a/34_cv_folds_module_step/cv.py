import jax
import numpy as np

from step import MODEL, TX, spend_fold_step, spend_fold_eval


def run_fold(x, y, train_idx, val_idx, seed, epochs=40):
    params = MODEL.init(jax.random.PRNGKey(seed), x[:1])
    opt_state = TX.init(params)
    for _ in range(epochs):
        params, opt_state, _ = spend_fold_step(params, opt_state, x[train_idx], y[train_idx])
    return float(spend_fold_eval(params, x[val_idx], y[val_idx]))


def kfold(n, k):
    idx = np.arange(n)
    for fold in np.split(idx, k):
        yield np.setdiff1d(idx, fold), fold
