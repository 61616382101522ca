import jax
import jax.numpy as jnp
import optax


def predict(params, x):
    h = jax.nn.gelu(x @ params["w1"] + params["b1"])
    return h @ params["w2"]


def make_train_step(tx):
    @jax.jit
    def train_step(params, opt_state, x, y):
        loss, g = jax.value_and_grad(lambda p: jnp.mean((predict(p, x) - y) ** 2))(params)
        updates, opt_state = tx.update(g, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss
    return train_step
