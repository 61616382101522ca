from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="kind")
def two_sample_z(control, treatment, kind):
    mc, mt = jnp.mean(control), jnp.mean(treatment)
    if kind == "binary":
        vc, vt = mc * (1 - mc), mt * (1 - mt)
    else:
        vc, vt = jnp.var(control, ddof=1), jnp.var(treatment, ddof=1)
    return (mt - mc) / jnp.sqrt(vc / control.shape[0] + vt / treatment.shape[0])
