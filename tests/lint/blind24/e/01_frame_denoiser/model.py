import jax
import jax.numpy as jnp
import optax


def init_params(key, patch=8, hidden=32):
    k1, k2 = jax.random.split(key)
    d = patch * patch
    return {
        "w1": jax.random.normal(k1, (d, hidden)) * 0.05,
        "b1": jnp.zeros(hidden),
        "w2": jax.random.normal(k2, (hidden, d)) * 0.05,
        "b2": jnp.zeros(d),
    }


def denoise(params, x):
    flat = x.reshape(x.shape[0], -1)
    h = jax.nn.relu(flat @ params["w1"] + params["b1"])
    return (flat + h @ params["w2"] + params["b2"]).reshape(x.shape)


optimizer = optax.adam(1e-3)


@jax.jit
def train_step(params, opt_state, noisy, clean):
    def loss_fn(p):
        return jnp.mean((denoise(p, noisy) - clean) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = optimizer.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss
