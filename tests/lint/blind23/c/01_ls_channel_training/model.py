import jax
import jax.numpy as jnp
import optax


def init_params(key, dim, hidden):
    k1, k2 = jax.random.split(key)
    return {
        "w1": jax.random.normal(k1, (dim, hidden)) / jnp.sqrt(dim),
        "b1": jnp.zeros(hidden),
        "w2": jax.random.normal(k2, (hidden, dim)) / jnp.sqrt(hidden),
        "b2": jnp.zeros(dim),
    }


def denoise(params, x):
    h = jax.nn.relu(x @ params["w1"] + params["b1"])
    return x + h @ params["w2"] + params["b2"]


optimizer = optax.adam(1e-3)


@jax.jit
def train_step(params, opt_state, x, t):
    def loss_fn(p):
        return jnp.mean((denoise(p, x) - t) ** 2)
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = optimizer.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss
