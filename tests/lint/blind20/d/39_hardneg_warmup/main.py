from functools import partial

import jax
import jax.numpy as jnp
import numpy as np
import optax

from schedule import hard_negative_weight

DIM = 16
tx = optax.adam(1e-3)


def loss_fn(w, q, pos, hard_neg, step):
    qe, pe, ne = q @ w, pos @ w, hard_neg @ w
    in_batch = qe @ pe.T
    hard = jnp.sum(qe * ne, axis=-1, keepdims=True) + jnp.log(hard_negative_weight(step) + 1e-6)
    logits = jnp.concatenate([in_batch, hard], axis=1)
    return optax.softmax_cross_entropy_with_integer_labels(logits, jnp.arange(q.shape[0])).mean()


@partial(jax.jit, static_argnums=(5,))
def train_step(w, opt_state, q, pos, hard_neg, step):
    loss, g = jax.value_and_grad(loss_fn)(w, q, pos, hard_neg, step)
    updates, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(w, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    w = jnp.eye(DIM)
    opt_state = tx.init(w)
    for step in range(6):
        q = rng.normal(size=(8, DIM)).astype(np.float32)
        pos = q + 0.1 * rng.normal(size=q.shape).astype(np.float32)
        neg = q + 0.7 * rng.normal(size=q.shape).astype(np.float32)
        w, opt_state, loss = train_step(w, opt_state, q, pos, neg, step)
        print(step, float(loss))


if __name__ == "__main__":
    main()
