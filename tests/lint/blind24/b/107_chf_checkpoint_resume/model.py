import jax
import jax.numpy as jnp
import optax

tx = optax.adam(1e-2)


def init_params(key):
    k1, k2 = jax.random.split(key)
    return {"w1": 0.3 * jax.random.normal(k1, (5, 16)), "b1": jnp.zeros(16),
            "w2": 0.3 * jax.random.normal(k2, (16, 1)), "b2": jnp.zeros(1)}


def predict(p, x):
    return (jnp.tanh(x @ p["w1"] + p["b1"]) @ p["w2"] + p["b2"])[:, 0]


@jax.jit
def update(params, opt_state, x, y):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((predict(p, x) - y) ** 2))(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss
