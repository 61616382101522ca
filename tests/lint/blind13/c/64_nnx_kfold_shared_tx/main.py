import numpy as np
import optax
from flax import nnx

from model import WideAndDeep
from train import fit

NUM_FEATURES, BATCH, NUM_FOLDS = 12, 32, 4


def make_folds(rng, n_folds, per_fold=2):
    w = rng.normal(size=NUM_FEATURES)
    folds = []
    for _ in range(n_folds):
        fold = []
        for _ in range(per_fold):
            x = rng.normal(size=(BATCH, NUM_FEATURES)).astype(np.float32)
            fold.append((x, (x @ w > 0).astype(np.float32)))
        folds.append(fold)
    return folds


def main():
    rng = np.random.default_rng(0)
    folds = make_folds(rng, NUM_FOLDS)
    tx = optax.adam(1e-2, b1=0.9)
    losses = []
    for k in range(NUM_FOLDS):
        model = WideAndDeep(NUM_FEATURES, 16, rngs=nnx.Rngs(k))
        train_batches = [b for i, f in enumerate(folds) if i != k for b in f]
        losses.append(fit(model, tx, train_batches[:2]))
    print("fold losses", [round(l, 4) for l in losses])


if __name__ == "__main__":
    main()
