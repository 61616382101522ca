import functools

import jax
import jax.numpy as jnp

_MODELS = {}


def register(name, params):
    _MODELS[name] = params


@functools.lru_cache(maxsize=None)
def get_predictor(name):
    params = _MODELS[name]

    def forward(x):
        h = jnp.tanh(x @ params["w1"])
        return jax.nn.softmax(h @ params["w2"], axis=-1)

    return jax.jit(forward)
