import jax
import jax.numpy as jnp

_predictors = {}


def _forward(params, hist):
    h = jnp.tanh(hist.reshape(hist.shape[0], -1) @ params["w_in"])
    return (h @ params["w_out"]).reshape(hist.shape[0], -1, 2)


def get_predictor(params):
    key = id(params)
    if key not in _predictors:
        def predict(hist):
            return _forward(params, hist)

        _predictors[key] = jax.jit(predict)
    return _predictors[key]
