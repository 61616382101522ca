from functools import partial

import jax
import jax.numpy as jnp


def _site_response(params, freqs):
    f0, damping, peak = params["f0"], params["damping"], params["peak"]
    r = freqs / f0
    return peak / jnp.sqrt((1 - r ** 2) ** 2 + (2 * damping * r) ** 2)


class SiteModel:
    def __init__(self, f0, damping, peak):
        self.params = {"f0": jnp.float32(f0), "damping": jnp.float32(damping), "peak": jnp.float32(peak)}

    @property
    def response(self):
        return jax.jit(partial(_site_response, self.params))
