import jax.numpy as jnp


def holding_tube_log_reduction(temps_c, d121, z, residence_s):
    """log10 reduction of C. botulinum spores along the holding tube segments."""
    d_t = d121 * 10.0 ** ((121.1 - temps_c) / z)  # minutes
    return jnp.sum((residence_s / 60.0) / d_t)
