from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("n_valid",))
def titration_summary(volumes, normality, sample_ml, n_valid):
    # titratable acidity as g/L tartaric from NaOH titration replicates
    ta = volumes[:n_valid] * normality * 75.0 / sample_ml
    return ta.mean(), ta.std()
