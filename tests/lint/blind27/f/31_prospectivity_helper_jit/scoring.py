import jax
import jax.numpy as jnp


def score_tiles(weights, evidence):
    """Weights-of-evidence style posterior logit for each map cell."""
    def posterior_logit(w, ev):
        return w["prior"] + jnp.sum(ev * w["w_plus"] + (1 - ev) * w["w_minus"], axis=-1)

    return jax.jit(posterior_logit)(weights, evidence)
