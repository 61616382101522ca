import jax
import jax.numpy as jnp


def init_trf(n_lags, n_channels):
    return {
        "kernel": jnp.zeros((n_lags, n_channels), dtype=jnp.float32),
        "offset": jnp.array(0.0),
    }


def predict(params, envelope_lagged):
    return envelope_lagged @ params["kernel"] + params["offset"]


@jax.jit
def gd_step(params, envelope_lagged, eeg, lr):
    def loss_fn(p):
        return ((predict(p, envelope_lagged) - eeg) ** 2).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    new = jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads)
    return new, loss
