import jax
import jax.numpy as jnp
import optax


def init_params(key, n_in, hidden=32):
    k1, k2 = jax.random.split(key)
    return {
        "w1": jax.random.normal(k1, (n_in, hidden)) * 0.1,
        "b1": jnp.zeros(hidden),
        "w2": jax.random.normal(k2, (hidden, 1)) * 0.1,
        "b2": jnp.zeros(1),
    }


def predict(params, x):
    h = jnp.tanh(x @ params["w1"] + params["b1"])
    return (h @ params["w2"] + params["b2"])[:, 0]


optimizer = optax.adam(1e-3)


@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        return jnp.mean((predict(p, x) - y) ** 2)
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = optimizer.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss
