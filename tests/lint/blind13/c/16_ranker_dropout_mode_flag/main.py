import jax
import numpy as np

from model import init_mlp, ranker_forward

FEATURES = 20


def ndcg_at_k(scores, labels, k=5):
    order = np.argsort(-scores)[:k]
    gains = (2 ** labels[order] - 1) / np.log2(np.arange(2, k + 2))
    ideal = (2 ** np.sort(labels)[::-1][:k] - 1) / np.log2(np.arange(2, k + 2))
    return gains.sum() / max(ideal.sum(), 1e-9)


def main():
    rng = np.random.default_rng(2)
    params = init_mlp(jax.random.PRNGKey(0), [FEATURES, 32, 16, 1])
    key = jax.random.PRNGKey(1)
    slates = [(rng.normal(size=(24, FEATURES)).astype(np.float32), rng.integers(0, 4, 24)) for _ in range(3)]
    for mode in (True, False):
        for x, labels in slates:
            key, sub = jax.random.split(key)
            scores = np.asarray(ranker_forward(params, x, sub, training=mode))
            print(f"training={mode} ndcg@5 {ndcg_at_k(scores, labels):.3f}")


if __name__ == "__main__":
    main()
