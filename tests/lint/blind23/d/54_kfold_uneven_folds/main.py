import numpy as np

from cv import kfold_indices
from model import fit_ridge, rmse

rng = np.random.default_rng(0)
# predict final exam score from homework, quiz and attendance features
X = rng.normal(size=(103, 8)).astype(np.float32)
y = (X @ rng.normal(size=8) + 70 + rng.normal(0, 3, 103)).astype(np.float32)
X = np.hstack([X, np.ones((103, 1), np.float32)])

scores = []
for train, val in kfold_indices(len(X), 5):
    w = fit_ridge(X[train], y[train], 1.0)
    scores.append(float(rmse(w, X[val], y[val])))
print("fold RMSE", np.round(scores, 2).tolist())
