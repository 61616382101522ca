from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

from features import FeatureCache

NUM_CLASSES = 4


@partial(jax.jit, static_argnames=("k",))
def knn_accuracy(bank, bank_labels, queries, query_labels, k=5):
    queries = queries / jnp.linalg.norm(queries, axis=1, keepdims=True)
    sims = queries @ bank.T
    _, idx = jax.lax.top_k(sims, k)
    votes = jax.nn.one_hot(bank_labels[idx], NUM_CLASSES).sum(1)
    return (votes.argmax(-1) == query_labels).mean()


def backbone(w, x):
    return np.tanh(x @ w).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    centers = rng.normal(size=(NUM_CLASSES, 10)) * 2
    y_bank = rng.integers(0, NUM_CLASSES, 80)
    y_val = rng.integers(0, NUM_CLASSES, 24).astype(np.int32)
    x_bank = centers[y_bank] + rng.normal(size=(80, 10))
    x_val = centers[y_val] + rng.normal(size=(24, 10))
    w = rng.normal(size=(10, 16)).astype(np.float32)
    cache = FeatureCache()
    for epoch in range(3):
        w = w + 0.01 * rng.normal(size=w.shape).astype(np.float32)
        cache.refresh(backbone(w, x_bank), y_bank)
        acc = knn_accuracy(cache.feats, cache.labels, backbone(w, x_val), y_val, k=5)
        print(epoch, float(acc))


if __name__ == "__main__":
    main()
