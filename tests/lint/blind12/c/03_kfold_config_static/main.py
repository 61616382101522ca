import numpy as np
import jax.numpy as jnp

from trainer import FoldTrainer

K = 5


def kfold_indices(n, k, seed=0):
    idx = np.random.default_rng(seed).permutation(n)
    return np.array_split(idx, k)


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(100, 6)).astype(np.float32)
    y = (x[:, 0] + 0.5 * x[:, 1] > 0).astype(np.float32)
    folds = kfold_indices(len(x), K)
    trainer = FoldTrainer(n_features=6)
    accs = []
    for i, val_idx in enumerate(folds):
        tr_idx = np.setdiff1d(np.arange(len(x)), val_idx)
        w = trainer.run_fold(i, x[tr_idx], y[tr_idx])
        pred = (x[val_idx] @ np.asarray(w)) > 0
        accs.append(float((pred == y[val_idx]).mean()))
    print("cv accuracy", np.mean(accs))


if __name__ == "__main__":
    main()
