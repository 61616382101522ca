import jax
import jax.numpy as jnp


def evaluate(params, panels):
    """Correlate predicted hand-feel with each sensory panel's ratings."""

    def panel_corr(params, kes, ratings):
        pred = kes @ params["w"] + params["b"]
        pc = pred - pred.mean()
        rc = ratings - ratings.mean()
        return jnp.sum(pc * rc) / jnp.sqrt(jnp.sum(pc ** 2) * jnp.sum(rc ** 2) + 1e-8)

    scorer = jax.jit(panel_corr)
    return {name: float(scorer(params, kes, r)) for name, (kes, r) in panels.items()}
