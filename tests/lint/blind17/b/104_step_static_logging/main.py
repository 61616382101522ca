from functools import partial

import jax
import jax.numpy as jnp
import numpy as np
import optax

NUM_USERS, NUM_ITEMS, DIM = 50, 200, 8
LOG_EVERY = 4
tx = optax.adam(1e-2)


def sampled_softmax_loss(params, users, items, negatives):
    u = params["user"][users]
    pos = jnp.sum(u * params["item"][items], -1, keepdims=True)
    neg = u @ params["item"][negatives].T
    logits = jnp.concatenate([pos, neg], 1)
    return -jax.nn.log_softmax(logits, -1)[:, 0].mean()


@partial(jax.jit, static_argnums=(5,))
def train_step(params, opt_state, users, items, negatives, step):
    loss, g = jax.value_and_grad(sampled_softmax_loss)(params, users, items, negatives)
    if step % LOG_EVERY == 0:
        jax.debug.print("step {s} loss {l:.4f} grad-norm {n:.4f}", s=step, l=loss, n=optax.global_norm(g))
    updates, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"user": 0.1 * jax.random.normal(k1, (NUM_USERS, DIM)),
              "item": 0.1 * jax.random.normal(k2, (NUM_ITEMS, DIM))}
    opt_state = tx.init(params)
    for step in range(8):
        users = jnp.asarray(rng.integers(0, NUM_USERS, 32), jnp.int32)
        items = (users * 3) % NUM_ITEMS
        negatives = jnp.asarray(rng.integers(0, NUM_ITEMS, 64), jnp.int32)
        params, opt_state, loss = train_step(params, opt_state, users, items, negatives, step)


if __name__ == "__main__":
    main()
