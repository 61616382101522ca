import jax
import jax.numpy as jnp
import numpy as np
import optax

DIM = 12
BATCH = 8


def triplet_loss(params, anchor, pos, neg, margin):
    a = anchor @ params
    p = pos @ params
    n = neg @ params
    d_pos = jnp.sum((a - p) ** 2, axis=-1)
    d_neg = jnp.sum((a - n) ** 2, axis=-1)
    gap = d_neg - d_pos
    return jnp.maximum(0.0, margin - gap).mean(), gap.mean()


tx = optax.sgd(5e-3, momentum=0.9)


@jax.jit
def step(params, opt_state, anchor, pos, neg, margin):
    (loss, gap), grads = jax.value_and_grad(triplet_loss, has_aux=True)(params, anchor, pos, neg, margin)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss, gap


def main():
    rng = np.random.default_rng(0)
    params = jnp.eye(DIM)
    opt_state = tx.init(params)
    margin = 1.0
    for i in range(6):
        anchor = rng.normal(size=(BATCH, DIM)).astype(np.float32)
        pos = anchor + 0.1 * rng.normal(size=anchor.shape).astype(np.float32)
        neg = rng.normal(size=(BATCH, DIM)).astype(np.float32)
        params, opt_state, loss, gap = step(params, opt_state, anchor, pos, neg, margin)
        margin = 0.9 * margin + 0.1 * 0.5 * gap
        print(i, float(loss))


if __name__ == "__main__":
    main()
