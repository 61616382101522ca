import jax
import jax.numpy as jnp


def _forward(params, hist):
    h = jnp.tanh(hist.reshape(hist.shape[0], -1) @ params["w_in"])
    return (h @ params["w_out"]).reshape(hist.shape[0], -1, 2)


_forward_jit = jax.jit(_forward)


def get_predictor(params):
    return lambda hist: _forward_jit(params, hist)
