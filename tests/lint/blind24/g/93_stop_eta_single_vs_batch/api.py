import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def eta_minutes(w, feats):
    return jax.nn.softplus(feats @ w[:-1] + w[-1])


class EtaAPI:
    def __init__(self, w):
        self.w = w

    def for_stop(self, stop_feats):
        return float(eta_minutes(self.w, jnp.asarray(stop_feats, jnp.float32)))

    def for_route(self, all_feats):
        return np.asarray(eta_minutes(self.w, jnp.asarray(all_feats, jnp.float32)))
