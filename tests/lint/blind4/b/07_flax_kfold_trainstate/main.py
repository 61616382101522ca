import jax
import numpy as np

from train import create_state, train_step

N_FOLDS = 4
EPOCHS = 3


def kfold_indices(n, k, seed=0):
    perm = np.random.default_rng(seed).permutation(n)
    return np.array_split(perm, k)


def main():
    rng = np.random.default_rng(0)
    X = rng.standard_normal((160, 6)).astype(np.float32)
    y = (X @ rng.standard_normal(6)).astype(np.float32)

    folds = kfold_indices(len(X), N_FOLDS)
    scores = []
    for k, val_idx in enumerate(folds):
        tr_idx = np.setdiff1d(np.arange(len(X)), val_idx)[:96]
        state = create_state(jax.random.PRNGKey(k), X.shape[1], lr=1e-2)
        for _ in range(EPOCHS):
            state, loss = train_step(state, X[tr_idx], y[tr_idx])
        scores.append(float(loss))
    print("fold losses", np.round(scores, 4))


if __name__ == "__main__":
    main()
