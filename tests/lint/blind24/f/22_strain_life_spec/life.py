from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("mat",))
def reversals_to_failure(strain_amp, mean_stress, mat):
    """Morrow-corrected Coffin-Manson-Basquin, solved for 2N_f by Newton in log space."""
    def residual(log2n):
        n2 = jnp.exp(log2n)
        return (mat.sf - mean_stress) / mat.E * n2 ** mat.b + mat.ef * n2 ** mat.c - strain_amp

    log2n = jnp.full_like(strain_amp, 10.0)
    for _ in range(40):
        r, dr = jax.jvp(residual, (log2n,), (jnp.ones_like(log2n),))
        log2n = jnp.clip(log2n - r / dr, 0.0, 40.0)
    return jnp.exp(log2n)
