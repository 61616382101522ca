import numpy as np

from cv import evaluate_fold, fold_indices


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(100, 7)).astype(np.float32)
    y = (1.8 + 0.4 * x[:, 0] - 0.2 * x[:, 3]).astype(np.float32)
    folds = fold_indices(len(x), 5)
    for k, test_idx in enumerate(folds):
        train_idx = np.concatenate([f for j, f in enumerate(folds) if j != k])
        rmse, base = evaluate_fold(x, y, train_idx, test_idx, seed=k)
        print(f"fold {k}: untrained net RMSE {rmse:.3f}, linear baseline {base:.3f}")


if __name__ == "__main__":
    main()
