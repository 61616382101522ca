import numpy as np

from model import fit_logreg, holdout_accuracy
from splits import term_holdouts

rng = np.random.default_rng(0)
terms = rng.integers(0, 4, 300)
X = rng.normal(size=(300, 5)).astype(np.float32)
y = (X[:, 0] - 0.5 * X[:, 1] + 0.3 * rng.normal(size=300) > 0).astype(np.float32)
for t, (Xtr, ytr), (Xte, yte) in term_holdouts(X, y, terms):
    w = fit_logreg(Xtr, ytr)
    print(f"held-out term {t}: n={len(yte)} acc {float(holdout_accuracy(w, Xte, yte)):.3f}")
