import jax

from physics import lorenz63_integrate


def propagate_ensemble(members):
    return jax.jit(jax.vmap(lorenz63_integrate))(members)
