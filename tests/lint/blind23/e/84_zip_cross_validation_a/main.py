import numpy as np

from cv import train_fold, zip_nll

rng = np.random.default_rng(41)
n, k = 1000, 5
X = np.column_stack([np.ones(n), rng.normal(size=(n, 3))]).astype(np.float32)
structural_zero = rng.uniform(size=n) < 0.3
y = np.where(structural_zero, 0, rng.poisson(np.exp(-0.5 + 0.3 * X[:, 1]))).astype(np.float32)

folds = np.array_split(rng.permutation(n), k)
for i in range(k):
    test = folds[i]
    train = np.concatenate([folds[j] for j in range(k) if j != i])
    params = train_fold(X[train], y[train])
    print(f"fold {i}: held-out ZIP NLL {float(zip_nll(params, X[test], y[test])):.4f}")
