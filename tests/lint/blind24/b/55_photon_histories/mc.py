from functools import partial

import jax
import jax.numpy as jnp

MU_PB = 0.77  # 1/cm at 662 keV


@partial(jax.jit, static_argnames=("n_histories",))
def uncollided_fraction(key, thickness_cm, n_histories):
    mfp = jax.random.exponential(key, (n_histories,)) / MU_PB
    return jnp.mean(mfp > thickness_cm)
