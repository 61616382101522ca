import numpy as np
import optax

from train import fit, logreg_loss

N_FOLDS = 4


def document_features(n=160, seed=0):
    """Hand-made quality signals per crawled document (length, symbol ratio, ...)."""
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, 5)).astype(np.float32)
    y = ((x @ np.array([1.0, -2.0, 0.5, 0.0, 1.5]) + 0.3 * rng.normal(size=n)) > 0).astype(np.float32)
    return x, y


def cross_validate(x, y, learning_rate):
    folds = np.array_split(np.arange(len(x)), N_FOLDS)
    scores = []
    for k, held_out in enumerate(folds):
        train_idx = np.concatenate([f for j, f in enumerate(folds) if j != k])
        tx = optax.adam(learning_rate)
        params, _ = fit(x[train_idx], y[train_idx], tx)
        scores.append(float(logreg_loss(params, x[held_out], y[held_out])))
    return float(np.mean(scores))


def main():
    x, y = document_features()
    print(f"cv loss: {cross_validate(x, y, 0.1):.4f}")


if __name__ == "__main__":
    main()
