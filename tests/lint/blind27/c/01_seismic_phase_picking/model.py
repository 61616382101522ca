import jax
import jax.numpy as jnp
import optax


def init_params(key, width=9):
    k1, k2 = jax.random.split(key)
    return {"w1": 0.1 * jax.random.normal(k1, (width,)),
            "w2": 0.1 * jax.random.normal(k2, (width,)),
            "b": jnp.zeros(())}


def predict(params, x):
    h = jax.vmap(lambda s: jnp.convolve(s, params["w1"], mode="same"))(x)
    h = jnp.tanh(h)
    return jax.vmap(lambda s: jnp.convolve(s, params["w2"], mode="same"))(h) + params["b"]


def loss_fn(params, x, y):
    logits = predict(params, x)
    return optax.sigmoid_binary_cross_entropy(logits, y).mean()


optimizer = optax.adam(1e-2)


@jax.jit
def train_step(params, opt_state, x, y):
    loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
    updates, opt_state = optimizer.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss
