from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

from groups import sample_query_groups

FEAT = 6


def grouped_softmax_loss(w, feats, rel, group_sizes):
    scores = feats @ w
    loss, start = 0.0, 0
    for size in group_sizes:
        s = scores[start:start + size]
        r = rel[start:start + size]
        target = jax.nn.softmax(r)
        loss = loss - jnp.sum(target * jax.nn.log_softmax(s))
        start += size
    return loss / len(group_sizes)


@partial(jax.jit, static_argnums=(3,))
def loss_and_grad(w, feats, rel, group_sizes):
    return jax.value_and_grad(grouped_softmax_loss)(w, feats, rel, group_sizes)


def main():
    rng = np.random.default_rng(0)
    w = jnp.zeros((FEAT,))
    for step in range(5):
        feats, rel, sizes = sample_query_groups(rng, 4, 100, FEAT)
        loss, g = loss_and_grad(w, feats, rel, sizes)
        w = w - 0.1 * g
        print(step, sizes, float(loss))


if __name__ == "__main__":
    main()
