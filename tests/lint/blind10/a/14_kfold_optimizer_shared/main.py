from functools import partial

import jax
import jax.numpy as jnp
import numpy as np
import optax

from cv import kfold_indices, make_tabular

N_FOLDS = 4


def init_mlp(key, d, hidden=16):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (d, hidden)) / np.sqrt(d), "b1": jnp.zeros(hidden),
            "w2": jax.random.normal(k2, (hidden,)) / np.sqrt(hidden), "b2": jnp.zeros(())}


def predict(params, X):
    return jax.nn.relu(X @ params["w1"] + params["b1"]) @ params["w2"] + params["b2"]


@partial(jax.jit, static_argnames="tx")
def fit_step(params, opt_state, X, y, tx):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((predict(p, X) - y) ** 2))(params)
    updates, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def run_fold(tx, X_tr, y_tr, X_va, y_va, epochs=4):
    params = init_mlp(jax.random.PRNGKey(0), X_tr.shape[1])
    opt_state = tx.init(params)
    for _ in range(epochs):
        params, opt_state, _ = fit_step(params, opt_state, X_tr, y_tr, tx=tx)
    return float(jnp.mean((predict(params, X_va) - y_va) ** 2))


def main():
    X, y = make_tabular(np.random.default_rng(0))
    tx = optax.adamw(1e-2, weight_decay=1e-4)
    scores = []
    for train_idx, val_idx in kfold_indices(len(X), N_FOLDS):
        scores.append(run_fold(tx, X[train_idx], y[train_idx], X[val_idx], y[val_idx]))
    print("cv mse: %.4f +- %.4f" % (np.mean(scores), np.std(scores)))


if __name__ == "__main__":
    main()
