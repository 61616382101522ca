import jax
import jax.numpy as jnp
import optax

optimizer = optax.adam(1e-2)


def init_params(n_lags):
    return {"w": jnp.zeros((n_lags,), jnp.float32), "b": jnp.zeros((), jnp.float32)}


def loss_fn(params, x, y):
    pred = x @ params["w"] + params["b"]
    return jnp.mean((pred - y) ** 2)


@jax.jit
def train_step(params, opt_state, x, y):
    loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
    updates, opt_state = optimizer.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss
