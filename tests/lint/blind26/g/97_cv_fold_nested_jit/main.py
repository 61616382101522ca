import numpy as np

from cv import train_fold

rng = np.random.default_rng(0)
X = rng.normal(size=(300, 12)).astype(np.float32)     # sheep collar accelerometer features
Y = (X[:, 0] + 0.3 * X[:, 3] > 0).astype(np.float32)  # grazing vs not grazing
folds = np.array_split(rng.permutation(300), 5)
accs = []
for k in range(5):
    te = folds[k]
    tr = np.concatenate([folds[j] for j in range(5) if j != k])
    w, b = train_fold(X[tr], Y[tr])
    accs.append(float((((X[te] @ np.asarray(w) + float(b)) > 0) == Y[te]).mean()))
print("cv accuracy", np.round(accs, 3), round(float(np.mean(accs)), 3))
