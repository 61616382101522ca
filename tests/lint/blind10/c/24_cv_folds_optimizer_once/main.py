import jax
import numpy as np

from train import fit_fold

N_FOLDS = 5


def kfold(n, k, seed):
    idx = np.random.default_rng(seed).permutation(n)
    size = n // k
    for f in range(k):
        val = idx[f * size:(f + 1) * size]
        train = np.concatenate([idx[: f * size], idx[(f + 1) * size: k * size]])
        yield train, val


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(500, 10)).astype(np.float32)
    y = (x[:, 0] - 0.5 * x[:, 3] + 0.3 * rng.normal(size=500) > 0).astype(np.float32)
    key = jax.random.PRNGKey(0)
    for fold, (tr, va) in enumerate(kfold(len(x), N_FOLDS, seed=1)):
        key, sub = jax.random.split(key)
        params, loss = fit_fold(sub, x[tr], y[tr], epochs=5)
        acc = float(((x[va] @ np.asarray(params["w"]) + float(params["b"]) > 0) == y[va]).mean())
        print(f"fold {fold}: train loss {loss:.3f} val acc {acc:.3f}")


if __name__ == "__main__":
    main()
