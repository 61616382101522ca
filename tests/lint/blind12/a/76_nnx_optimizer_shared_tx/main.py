import numpy as np
import optax

from train import fit_fold

N, SEQ, FOLDS = 48, 10, 4


def main():
    rng = np.random.default_rng(0)
    ids = rng.integers(0, 200, size=(N, SEQ)).astype(np.int32)
    labels = (ids.sum(1) % 2).astype(np.int32)
    folds = np.array_split(rng.permutation(N), FOLDS)
    tx = optax.adam(1e-2)
    for k in range(FOLDS):
        train_idx = np.concatenate([f for j, f in enumerate(folds) if j != k])
        _, loss = fit_fold(k, ids[train_idx], labels[train_idx], tx)
        print(f"fold {k}: final train loss {loss:.3f}")


if __name__ == "__main__":
    main()
