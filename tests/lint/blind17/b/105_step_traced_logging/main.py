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


@jax.jit
def train_step(params, opt_state, users, items, negatives):
    loss, g = jax.value_and_grad(sampled_softmax_loss)(params, users, items, negatives)
    updates, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss, optax.global_norm(g)


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
        params, opt_state, loss, grad_norm = train_step(params, opt_state, users, items, negatives)
        if step % LOG_EVERY == 0:
            print(f"step {step} loss {float(loss):.4f} grad-norm {float(grad_norm):.4f}")


if __name__ == "__main__":
    main()
