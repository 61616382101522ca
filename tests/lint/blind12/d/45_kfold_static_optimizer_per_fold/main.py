import numpy as np
import optax

from fitting import fit, poisson_nll

N_FOLDS = 5


def kfold_indices(n, k, rng):
    perm = rng.permutation(n)
    folds = np.array_split(perm, k)
    for i in range(k):
        yield np.concatenate([f for j, f in enumerate(folds) if j != i]), folds[i]


def main():
    rng = np.random.default_rng(0)
    x = np.concatenate([np.ones((100, 1)), rng.normal(size=(100, 2))], 1).astype(np.float32)
    y = rng.poisson(np.exp(x @ np.array([0.5, 0.8, -0.3]))).astype(np.float32)
    scores = []
    for fold, (train_idx, test_idx) in enumerate(kfold_indices(len(y), N_FOLDS, rng)):
        optimizer = optax.chain(optax.clip_by_global_norm(5.0), optax.adam(0.1))
        w = fit(optimizer, x[train_idx], y[train_idx])
        scores.append(float(poisson_nll(w, x[test_idx], y[test_idx])))
        print(f"fold {fold}: held-out nll {scores[-1]:.3f}")
    print(f"cv nll {np.mean(scores):.3f} +- {np.std(scores):.3f}")


if __name__ == "__main__":
    main()
