import jax
import jax.numpy as jnp
import optax


def mape_loss(params, x, y):
    pred = jnp.exp(x @ params["w"] + params["b"])
    return jnp.mean(jnp.abs(pred - y) / (y + 1.0))


def make_train_step(learning_rate):
    optimizer = optax.sgd(learning_rate, momentum=0.9)

    @jax.jit
    def train_step(params, opt_state, x, y):
        loss, grads = jax.value_and_grad(mape_loss)(params, x, y)
        updates, opt_state = optimizer.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    return optimizer, train_step
