import jax
import jax.numpy as jnp
import numpy as np
import optax

from callbacks import FullCatalogEval

NUM_USERS, NUM_ITEMS, DIM = 80, 400, 16
tx = optax.adam(1e-2)


@jax.jit
def train_step(params, opt_state, users, items):
    def loss_fn(p):
        logits = p["user"][users] @ p["item"].T
        return optax.softmax_cross_entropy_with_integer_labels(logits, items).mean()

    loss, g = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"user": 0.1 * jax.random.normal(k1, (NUM_USERS, DIM)),
              "item": 0.1 * jax.random.normal(k2, (NUM_ITEMS, DIM))}
    opt_state = tx.init(params)
    evaluator = FullCatalogEval(every=3, held_out=jnp.asarray(rng.integers(0, NUM_ITEMS, NUM_USERS), jnp.int32))
    for step in range(9):
        users = jnp.asarray(rng.integers(0, NUM_USERS, 32), jnp.int32)
        items = (users * 5) % NUM_ITEMS
        params, opt_state, loss = train_step(params, opt_state, users, items)
        hit = evaluator(step, params)
        if hit is not None:
            print(step, float(loss), hit)


if __name__ == "__main__":
    main()
