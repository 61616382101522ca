import numpy as np
import jax
import jax.numpy as jnp

from events import click_batches, dedup_weights

N_USERS, N_ITEMS, DIM = 20, 15, 6


@jax.jit
def bpr_update(user_f, item_f, pairs, neg_items, weights, lr=0.05):
    def loss(uf, itf):
        u = uf[pairs[:, 0]]
        x_uij = jnp.sum(u * (itf[pairs[:, 1]] - itf[neg_items]), -1)
        return -jnp.sum(weights * jax.nn.log_sigmoid(x_uij)) / jnp.sum(weights)

    gu, gi = jax.grad(loss, argnums=(0, 1))(user_f, item_f)
    return user_f - lr * gu, item_f - lr * gi


def main():
    rng = np.random.default_rng(0)
    uf = 0.1 * rng.normal(size=(N_USERS, DIM)).astype(np.float32)
    itf = 0.1 * rng.normal(size=(N_ITEMS, DIM)).astype(np.float32)
    for batch in click_batches(rng, 6):
        w = dedup_weights(batch)
        negs = rng.integers(0, N_ITEMS, len(batch)).astype(np.int32)
        uf, itf = bpr_update(uf, itf, batch, negs, w)
    print("user factor norm", float(jnp.linalg.norm(uf)))


if __name__ == "__main__":
    main()
