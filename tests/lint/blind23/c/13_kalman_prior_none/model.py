import equinox as eqx
import jax
import jax.numpy as jnp


class ChannelPredictor(eqx.Module):
    net: eqx.nn.MLP

    def __init__(self, n_taps, key):
        self.net = eqx.nn.MLP(4 * n_taps, 2 * n_taps, 64, 2, key=key)

    def __call__(self, h_ls, h_prev):
        return self.net(jnp.concatenate([h_ls, h_prev]))


@eqx.filter_jit
def predict_frame(model, h_ls, h_prev=None):
    if h_prev is None:
        h_prev = jnp.zeros_like(h_ls)
    return jax.vmap(model)(h_ls, h_prev)
