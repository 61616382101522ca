import jax
import jax.numpy as jnp
import optax


def mse_loss(params, x, y):
    pred = x @ params["w"] + params["b"]
    return jnp.mean((pred - y) ** 2)


def make_train_step(optimizer):
    def train_step(params, opt_state, x, y):
        loss, grads = jax.value_and_grad(mse_loss)(params, x, y)
        updates, opt_state = optimizer.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    return jax.jit(train_step)
