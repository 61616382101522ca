import jax
import jax.numpy as jnp

from chem import REFERENCE


@jax.jit
def formation_energy(params, fractions):
    # fractions: dense vector over the full ELEMENTS list (zeros for absent elements)
    mixed = fractions @ params["embed"]
    e_total = jnp.tanh(mixed) @ params["head"] + fractions @ jnp.asarray(REFERENCE)
    return e_total - fractions @ jnp.asarray(REFERENCE)
