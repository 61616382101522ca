import numpy as np
from cv import kfold_indices
from model import fit_ridge, heldout_r2

# predicting speech rate (syll/s) from lexical/typological predictors, 5-fold CV
rng = np.random.default_rng(67)
n = 103
x = rng.normal(size=(n, 9)).astype(np.float32)
y = (x @ rng.normal(size=9) + 0.5 * rng.normal(size=n)).astype(np.float32)
folds = kfold_indices(n, 5)
scores = []
for i, test_idx in enumerate(folds):
    train_idx = np.concatenate([f for j, f in enumerate(folds) if j != i])
    w = fit_ridge(x[train_idx], y[train_idx], 1.0)
    scores.append(float(heldout_r2(w, x[test_idx], y[test_idx])))
print(np.round(scores, 3))
