import numpy as np
from cv import run_fold

rng = np.random.default_rng(0)
X = rng.normal(size=(400, 7)).astype(np.float32)
y = (np.argmax(X[:, :5] + 0.3 * rng.normal(size=(400, 5)), axis=1)).astype(np.int32)
folds = np.array_split(np.arange(400), 4)
accs = []
for k, va in enumerate(folds):
    tr = np.setdiff1d(np.arange(400), va)
    accs.append(run_fold(X[tr], y[tr], X[va], y[va], seed=k))
print("cv accuracy", np.round(accs, 3))
