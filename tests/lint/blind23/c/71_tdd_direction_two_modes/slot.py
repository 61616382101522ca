from functools import partial
import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("direction",))
def process_slot(grid, h, noise_var, direction):
    if direction == "DL":
        # UE side: single-antenna MMSE equalization of the PDSCH
        return grid * jnp.conj(h) / (jnp.abs(h) ** 2 + noise_var)
    # gNB side: MRC over receive antennas for PUSCH
    return jnp.sum(grid * jnp.conj(h), axis=0) / (jnp.sum(jnp.abs(h) ** 2, axis=0) + noise_var)
