import numpy as np
import jax.numpy as jnp
import optax

from fit import create_state, train_step, validation_mse

N_FOLDS = 5
STEPS_PER_FOLD = 30


def kfold_indices(n, k, rng):
    return np.array_split(rng.permutation(n), k)


def main():
    rng = np.random.default_rng(11)
    x = rng.uniform(-1.0, 1.0, 100).astype(np.float32)
    y = (np.sin(3 * x) + 0.1 * rng.normal(size=100)).astype(np.float32)
    folds = kfold_indices(len(x), N_FOLDS, rng)
    tx = optax.adam(0.05)

    scores = []
    for val_idx in folds:
        train_idx = np.setdiff1d(np.arange(len(x)), val_idx)[:80]
        state = create_state(tx)
        xt, yt = jnp.asarray(x[train_idx]), jnp.asarray(y[train_idx])
        for _ in range(STEPS_PER_FOLD):
            state, loss = train_step(state, xt, yt)
        scores.append(validation_mse(state, jnp.asarray(x[val_idx]), jnp.asarray(y[val_idx])))
    print("cv mse per fold:", np.round(scores, 4), "mean:", round(float(np.mean(scores)), 4))


if __name__ == "__main__":
    main()
