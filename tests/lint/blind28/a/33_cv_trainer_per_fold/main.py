import numpy as np

from trainer import LosTrainer


def stays(n=500, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, 5)).astype(np.float32)
    y = (3 + x @ np.array([1.0, 0.5, 0, -0.7, 0.2]) + rng.normal(0, 0.5, n)).astype(np.float32)
    return x, y


def main():
    x, y = stays()
    folds = np.array_split(np.arange(500), 5)
    for k, val_idx in enumerate(folds):
        train_idx = np.setdiff1d(np.arange(500), val_idx)
        trainer = LosTrainer(5)
        mae = trainer.fit(x[train_idx], y[train_idx])
        print(f"fold {k} train MAE {mae:.3f}")


if __name__ == "__main__":
    main()
