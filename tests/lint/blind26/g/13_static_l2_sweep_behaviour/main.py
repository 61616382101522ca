import numpy as np

from train import fit

rng = np.random.default_rng(4)
X = rng.normal(size=(300, 12)).astype(np.float32)     # collar accelerometer window features
Y = rng.integers(0, 5, size=300).astype(np.int32)      # lying, standing, walking, foraging, running
Xtr, Ytr, Xva, Yva = X[:240], Y[:240], X[240:], Y[240:]

results = {}
for l2 in [0.0, 1e-4, 1e-3, 1e-2, 1e-1]:
    params, loss = fit(Xtr, Ytr, l2)
    acc = np.mean(np.argmax(Xva @ np.asarray(params["w"]) + np.asarray(params["b"]), 1) == Yva)
    results[l2] = acc
    print(f"l2={l2:g} train_loss={loss:.3f} val_acc={acc:.3f}")
print("best", max(results, key=results.get))
