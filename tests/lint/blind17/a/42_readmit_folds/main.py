import numpy as np

from cv import kfold_indices, run_fold


def main():
    rng = np.random.default_rng(0)
    n = 200
    x = rng.normal(size=(n, 10)).astype(np.float32)
    y = (x[:, 0] + 0.5 * rng.normal(size=n) > 0).astype(np.float32)
    folds = kfold_indices(n, 5)
    for k, val_idx in enumerate(folds):
        train_idx = np.concatenate([f for j, f in enumerate(folds) if j != k])
        loss, acc = run_fold(x[train_idx], y[train_idx], x[val_idx], y[val_idx])
        print(f"fold {k}: loss={loss:.3f} acc={acc:.2f}")


if __name__ == "__main__":
    main()
