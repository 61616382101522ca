from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(1,))
def proof_volume(temps_c, recipe, minutes):
    """Dough volume ratio over the proof, CO2 production from yeast activity (Q10 model)."""
    act = recipe.yeast_pct * 2.0 ** ((temps_c - 27.0) / 10.0)
    inhib = 1.0 / (1.0 + 0.4 * recipe.salt_pct)
    rate = 0.012 * act * inhib * (0.5 + recipe.hydration)
    return 1.0 + jnp.cumsum(rate) * minutes / temps_c.shape[0]
