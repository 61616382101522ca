"""Uncertainty-sampling active learning for a logistic-regression classifier of assay hits."""
import numpy as np
import jax.numpy as jnp

from learner import fit, predictive_entropy

ROUNDS = 5
QUERY_SIZE = 12


def make_pool(rng, n=600, d=4):
    x = rng.normal(size=(n, d)).astype(np.float32)
    w_true = np.array([1.5, -2.0, 0.7, 0.0], dtype=np.float32)
    y = (rng.random(n) < 1 / (1 + np.exp(-(x @ w_true)))).astype(np.float32)
    return x, y


def main():
    rng = np.random.default_rng(42)
    x_pool, y_pool = make_pool(rng)
    labelled = list(rng.choice(len(x_pool), 40, replace=False))
    w = jnp.zeros(x_pool.shape[1] + 1)
    for r in range(ROUNDS):
        idx = np.asarray(labelled)
        w = fit(w, x_pool[idx], y_pool[idx], rng)
        entropy = predictive_entropy(np.asarray(w), x_pool)
        entropy[idx] = -np.inf
        labelled.extend(np.argsort(entropy)[-QUERY_SIZE:].tolist())
        acc = np.mean(((x_pool @ np.asarray(w)[:-1] + np.asarray(w)[-1]) > 0) == y_pool)
        print(f"round {r}: labelled={len(idx)} pool accuracy={acc:.3f}")


if __name__ == "__main__":
    main()
