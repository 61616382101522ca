import jax
import numpy as np

from model import build_model, train_epoch


def kfold_scores(X, y, k, lr, seed=0):
    folds = np.array_split(np.random.default_rng(seed).permutation(len(X)), k)
    scores = []
    for f, val_idx in enumerate(folds):
        tr_idx = np.concatenate([folds[j] for j in range(k) if j != f])
        model = build_model(X.shape[1], jax.random.PRNGKey(f))
        for _ in range(3):
            model, _ = train_epoch(model, X[tr_idx], y[tr_idx], lr)
        pred = np.asarray(jax.vmap(model)(X[val_idx]))[:, 0]
        scores.append(float(np.mean((pred - y[val_idx]) ** 2)))
    return scores
