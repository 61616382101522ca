from functools import partial
import jax
import jax.numpy as jnp

@partial(jax.jit, static_argnums=1)
def buildout_capacity(lot_areas, rules):
    floors = jnp.minimum(rules.far / rules.lot_coverage, rules.max_height / 3.5)
    return jnp.sum(lot_areas * rules.lot_coverage * jnp.floor(floors))
