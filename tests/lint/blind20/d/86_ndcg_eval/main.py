import jax
import jax.numpy as jnp
import numpy as np

from datasets import binary_split, graded_split


@jax.jit
def ndcg(w, feats, labels):
    scores = feats @ w
    order = jnp.argsort(-scores)
    gains = (2.0 ** labels[order] - 1.0)
    discounts = 1.0 / jnp.log2(jnp.arange(labels.shape[0]) + 2.0)
    ideal = (2.0 ** jnp.sort(labels)[::-1] - 1.0)
    return jnp.sum(gains * discounts) / jnp.maximum(jnp.sum(ideal * discounts), 1e-6)


def evaluate(w, split):
    return float(np.mean([float(ndcg(w, f, y)) for f, y in split]))


def main():
    rng = np.random.default_rng(0)
    w = jnp.asarray(rng.normal(size=(5,)).astype(np.float32))
    print("binary", evaluate(w, binary_split(rng, 3)))
    print("graded", evaluate(w, graded_split(rng, 3)))


if __name__ == "__main__":
    main()
