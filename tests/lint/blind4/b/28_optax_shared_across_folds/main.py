import jax
import numpy as np

from train import init_params, optimizer, train_step

N_FOLDS = 4
EPOCHS = 3


def kfold_indices(n, k, seed=0):
    perm = np.random.default_rng(seed).permutation(n)
    return np.array_split(perm, k)


def main():
    rng = np.random.default_rng(0)
    X = rng.standard_normal((160, 6)).astype(np.float32)
    y = (X @ rng.standard_normal(6)).astype(np.float32)

    scores = []
    for k, val_idx in enumerate(kfold_indices(len(X), N_FOLDS)):
        tr_idx = np.setdiff1d(np.arange(len(X)), val_idx)[:96]
        params = init_params(jax.random.PRNGKey(k), X.shape[1])
        opt_state = optimizer.init(params)
        for _ in range(EPOCHS):
            params, opt_state, loss = train_step(params, opt_state, X[tr_idx], y[tr_idx])
        scores.append(float(loss))
    print("fold losses", np.round(scores, 4))


if __name__ == "__main__":
    main()
