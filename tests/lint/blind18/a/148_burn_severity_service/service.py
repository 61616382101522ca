import equinox as eqx
import jax
import jax.numpy as jnp


@eqx.filter_jit
def score_pixels(model, x):
    return jax.vmap(model)(x)


class BurnSeverityService:
    """Answers per-pixel burn severity requests for uploaded pre/post fire chips."""

    def __init__(self, model):
        self.model = model

    def predict(self, pre, post):
        feats = jnp.concatenate([pre, post, post - pre], axis=0).reshape(12, -1).T
        return score_pixels(self.model, feats).argmax(-1).reshape(pre.shape[1:])
