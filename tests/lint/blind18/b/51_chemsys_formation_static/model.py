import functools

import jax
import jax.numpy as jnp

from chem import ELEMENT_INDEX, REFERENCE


@functools.partial(jax.jit, static_argnames=("elements",))
def formation_energy(params, fractions, elements):
    idx = jnp.array([ELEMENT_INDEX[e] for e in elements])
    emb = params["embed"][idx]
    mixed = fractions @ emb
    e_total = jnp.tanh(mixed) @ params["head"] + fractions @ jnp.asarray(REFERENCE)[idx]
    return e_total - fractions @ jnp.asarray(REFERENCE)[idx]
