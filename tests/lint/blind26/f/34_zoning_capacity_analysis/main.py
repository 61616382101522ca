from functools import partial
import jax
import jax.numpy as jnp
import numpy as np
from rules import rules_for

@partial(jax.jit, static_argnames=("rules",))
def envelope_capacity(lot_areas, rules):
    floors = jnp.minimum(rules.far / rules.lot_coverage, rules.max_height / 3.5)
    return jnp.sum(lot_areas * rules.lot_coverage * jnp.floor(floors))

rng = np.random.default_rng(0)
for district in ["D1", "D2", "D3", "D4", "D5"]:
    lots = rng.uniform(300, 1200, 80).astype(np.float32)
    print(district, f"{float(envelope_capacity(lots, rules=rules_for(district))):,.0f}")
