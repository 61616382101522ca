import equinox as eqx
import jax
import jax.numpy as jnp


class BurnSeverityService:
    """Answers per-pixel burn severity requests for uploaded pre/post fire chips."""

    def __init__(self, model):
        self.model = model

    def predict(self, pre, post):
        feats = jnp.concatenate([pre, post, post - pre], axis=0).reshape(12, -1).T

        def score_pixels(x):
            return jax.vmap(self.model)(x)

        return eqx.filter_jit(score_pixels)(feats).argmax(-1).reshape(pre.shape[1:])
