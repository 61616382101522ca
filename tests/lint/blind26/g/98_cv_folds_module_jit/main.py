import numpy as np

from cv import train_fold

rng = np.random.default_rng(1)
X = rng.normal(size=(300, 12)).astype(np.float32)     # goat collar accelerometer features
Y = (X[:, 1] - 0.5 * X[:, 4] > 0).astype(np.float32)  # browsing vs not
folds = np.array_split(rng.permutation(300), 5)
accs = []
for k in range(5):
    te = folds[k]
    tr = np.concatenate([folds[j] for j in range(5) if j != k])
    w, b = train_fold(X[tr], Y[tr])
    accs.append(float((((X[te] @ np.asarray(w) + float(b)) > 0) == Y[te]).mean()))
print("cv accuracy", np.round(accs, 3))
