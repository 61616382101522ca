import jax
import jax.numpy as jnp

_COMPILED = {}


def _make_scorer(coefs):
    def score(temp, hour_onehot):
        return coefs["base"] + coefs["temp"] * jnp.abs(temp - 18.0) + hour_onehot @ coefs["hourly"]
    return score


def get_scorer(site, run_date, coefs):
    key = site
    if key not in _COMPILED:
        _COMPILED[key] = jax.jit(_make_scorer(coefs))
    return _COMPILED[key]
