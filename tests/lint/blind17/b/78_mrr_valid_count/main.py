import jax
import jax.numpy as jnp
import numpy as np

from eval_data import eval_batches


@jax.jit
def mrr_sum(scores, labels, num_valid):
    order = jnp.argsort(-scores, axis=-1)
    ranked = jnp.take_along_axis(labels, order, axis=-1)
    rr = jnp.where(ranked.max(-1) > 0, 1.0 / (jnp.argmax(ranked, -1) + 1.0), 0.0)
    rows = jnp.arange(scores.shape[0]) < num_valid
    return jnp.sum(jnp.where(rows, rr, 0.0))


def evaluate(rng, num_queries=200, list_size=15):
    total, count = 0.0, 0
    for scores, labels, n in eval_batches(rng, num_queries, list_size):
        total += float(mrr_sum(scores, labels, n))
        count += int(n)
    return total / count


def main():
    rng = np.random.default_rng(0)
    for epoch in range(2):
        print(epoch, evaluate(rng))


if __name__ == "__main__":
    main()
