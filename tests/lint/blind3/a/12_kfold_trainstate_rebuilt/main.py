import jax
import numpy as np

from train import create_state, mse, train_step

N_FOLDS = 4
EPOCHS = 3


def kfold_indices(n, k, rng):
    perm = rng.permutation(n)
    return np.array_split(perm, k)


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(80, 3)).astype(np.float32)
    y = (x[:, 0] * 2 - x[:, 1] + 0.1 * rng.normal(size=80)).astype(np.float32)
    folds = kfold_indices(len(x), N_FOLDS, rng)
    scores = []
    for k, val_idx in enumerate(folds):
        train_idx = np.setdiff1d(np.arange(len(x)), val_idx)[:60]
        state = create_state(jax.random.PRNGKey(k), x[:1], lr=0.05)
        for _ in range(EPOCHS):
            state, loss = train_step(state, x[train_idx], y[train_idx])
        scores.append(float(mse(state.params, x[val_idx], y[val_idx])))
        print(f"fold {k}: val mse {scores[-1]:.4f}")
    print("cv mse", np.mean(scores))


if __name__ == "__main__":
    main()
