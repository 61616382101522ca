import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from popularity import StreamingFrequency

NUM_USERS, NUM_ITEMS, DIM = 40, 200, 8
tx = optax.sgd(0.1)


@eqx.filter_jit
def train_step(params, opt_state, freq, users, items):
    freq = freq.update(items)

    def loss_fn(p):
        u = p["user"][users]
        v = p["item"][items]
        logits = u @ v.T - freq.log_q(items)[None, :]
        return optax.softmax_cross_entropy_with_integer_labels(logits, jnp.arange(users.shape[0])).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, freq, loss


def main():
    rng = np.random.default_rng(0)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"user": 0.1 * jax.random.normal(k1, (NUM_USERS, DIM)),
              "item": 0.1 * jax.random.normal(k2, (NUM_ITEMS, DIM))}
    opt_state = tx.init(params)
    freq = StreamingFrequency.create(NUM_ITEMS)
    for step in range(6):
        users = jnp.asarray(rng.integers(0, NUM_USERS, 16), jnp.int32)
        items = jnp.asarray(rng.zipf(1.5, 16) % NUM_ITEMS, jnp.int32)
        params, opt_state, freq, loss = train_step(params, opt_state, freq, users, items)
        print(step, float(loss))


if __name__ == "__main__":
    main()
