import jax
import jax.numpy as jnp
import numpy as np
import optax

from labels import explicit_labels, implicit_labels

NUM_USERS, NUM_ITEMS, DIM = 40, 120, 8
tx = optax.sgd(0.5)


@jax.jit
def train_step(params, opt_state, users, items, targets):
    def loss_fn(p):
        z = jnp.sum(p["u"][users] * p["i"][items], -1)
        return optax.sigmoid_binary_cross_entropy(z, targets).mean()

    loss, g = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"u": 0.1 * jax.random.normal(k1, (NUM_USERS, DIM)),
              "i": 0.1 * jax.random.normal(k2, (NUM_ITEMS, DIM))}
    opt_state = tx.init(params)
    for step in range(6):
        users = jnp.asarray(rng.integers(0, NUM_USERS, 32), jnp.int32)
        items = jnp.asarray(rng.integers(0, NUM_ITEMS, 32), jnp.int32)
        if step % 2 == 0:
            targets = implicit_labels(jnp.asarray(rng.exponential(30.0, 32), jnp.float32))
        else:
            targets = explicit_labels(rng.integers(1, 6, 32))
        params, opt_state, loss = train_step(params, opt_state, users, items, targets)
        print(step, float(loss))


if __name__ == "__main__":
    main()
