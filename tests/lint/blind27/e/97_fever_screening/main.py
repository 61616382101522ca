from functools import partial

import numpy as np
import jax
import jax.numpy as jnp

from species import Species, TEMP_RANGE


@partial(jax.jit, static_argnames="species")
def fever_screen(temps, species):
    lo, hi = TEMP_RANGE[species]
    return jnp.sum(temps > hi + 0.2), jnp.sum(temps < lo - 0.5)


rng = np.random.default_rng(97)
for round_ in range(6):
    temps = rng.normal(38.7, 0.45, size=50).astype(np.float32)
    fever, hypo = fever_screen(temps, species=Species("cattle"))
    print(f"round {round_}: febrile {int(fever)}, hypothermic {int(hypo)}")
