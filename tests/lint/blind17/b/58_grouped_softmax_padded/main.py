import jax
import jax.numpy as jnp
import numpy as np

from groups import sample_query_groups

FEAT = 6


def grouped_softmax_loss(w, feats, rel, mask):
    scores = jnp.where(mask, feats @ w, -1e9)
    target = jax.nn.softmax(jnp.where(mask, rel, -1e9), axis=-1)
    return -jnp.mean(jnp.sum(target * jax.nn.log_softmax(scores, -1), -1))


@jax.jit
def loss_and_grad(w, feats, rel, mask):
    return jax.value_and_grad(grouped_softmax_loss)(w, feats, rel, mask)


def main():
    rng = np.random.default_rng(0)
    w = jnp.zeros((FEAT,))
    for step in range(5):
        feats, rel, mask = sample_query_groups(rng, 4, 100, FEAT)
        loss, g = loss_and_grad(w, feats, rel, mask)
        w = w - 0.1 * g
        print(step, mask.sum(1).tolist(), float(loss))


if __name__ == "__main__":
    main()
