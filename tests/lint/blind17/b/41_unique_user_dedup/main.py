import jax
import jax.numpy as jnp
import numpy as np
import optax

from utils import dedup_users

NUM_USERS, NUM_ITEMS, HIST, DIM, BATCH = 50, 200, 10, 16, 64
tx = optax.adam(5e-3)


def user_tower(params, histories):
    return jnp.tanh(params["item"][histories].mean(1) @ params["w"])


@jax.jit
def train_step(params, opt_state, uniq_hist, inverse, items, labels):
    def loss_fn(p):
        u = user_tower(p, uniq_hist)[inverse]
        logits = jnp.sum(u * p["item"][items], -1)
        return optax.sigmoid_binary_cross_entropy(logits, labels).mean()

    loss, g = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    histories = rng.integers(0, NUM_ITEMS, (NUM_USERS, HIST)).astype(np.int32)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"item": 0.1 * jax.random.normal(k1, (NUM_ITEMS, DIM)),
              "w": 0.1 * jax.random.normal(k2, (DIM, DIM))}
    opt_state = tx.init(params)
    for step in range(6):
        users = rng.integers(0, NUM_USERS, BATCH)
        items = rng.integers(0, NUM_ITEMS, BATCH).astype(np.int32)
        labels = rng.integers(0, 2, BATCH).astype(np.float32)
        uniq, inverse = dedup_users(users)
        params, opt_state, loss = train_step(params, opt_state, histories[uniq], inverse, items, labels)
        print(step, len(uniq), float(loss))


if __name__ == "__main__":
    main()
