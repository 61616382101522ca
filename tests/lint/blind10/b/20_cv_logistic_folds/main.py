import jax
import jax.numpy as jnp
import numpy as np
import optax

from train import fit, init_params, logistic_loss

N_FOLDS = 5


def make_dataset(n=200, d=6, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.standard_normal((n, d)).astype(np.float32)
    w = rng.standard_normal(d)
    y = (x @ w + 0.3 * rng.standard_normal(n) > 0).astype(np.float32)
    return x, y


def cross_validate(x, y, lr=0.1, steps=3):
    folds = np.array_split(np.arange(len(x)), N_FOLDS)
    scores = []
    for k, val_idx in enumerate(folds):
        train_idx = np.setdiff1d(np.arange(len(x)), val_idx)
        tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adam(lr))
        params = init_params(jax.random.PRNGKey(k), x.shape[1])
        params, _ = fit(params, jnp.asarray(x[train_idx]), jnp.asarray(y[train_idx]), tx, steps)
        scores.append(float(logistic_loss(params, jnp.asarray(x[val_idx]), jnp.asarray(y[val_idx]))))
    return np.array(scores)


if __name__ == "__main__":
    x, y = make_dataset()
    scores = cross_validate(x, y)
    print("fold losses:", np.round(scores, 4), "mean", scores.mean().round(4))
