import jax.numpy as jnp
import numpy as np
import optax

from curve import fit_loss, update

TAU = jnp.array([0.25, 0.5, 1, 2, 3, 4, 5, 7, 10, 15, 20, 30], dtype=jnp.float32)
YIELDS = jnp.array([3.9, 4.0, 4.1, 4.0, 3.95, 3.92, 3.9, 3.95, 4.05, 4.2, 4.3, 4.25], dtype=jnp.float32) / 100
N_FOLDS = 4


def kfold_indices(n, k):
    folds = np.array_split(np.arange(n), k)
    for i in range(k):
        train = np.concatenate([f for j, f in enumerate(folds) if j != i])
        yield train, folds[i]


def fit(optimizer, tau, y, l2, n_steps=5):
    params = jnp.array([0.04, -0.01, 0.01, 0.5], dtype=jnp.float32)
    opt_state = optimizer.init(params)
    for _ in range(n_steps):
        params, opt_state, loss = update(optimizer, params, opt_state, tau, y, l2)
    return params


if __name__ == "__main__":
    optimizer = optax.adam(3e-3)
    scores = []
    for train_idx, test_idx in kfold_indices(len(TAU), N_FOLDS):
        params = fit(optimizer, TAU[train_idx], YIELDS[train_idx], 1e-4)
        scores.append(float(fit_loss(params, TAU[test_idx], YIELDS[test_idx], 0.0)))
    print("cv mse", np.mean(scores))
