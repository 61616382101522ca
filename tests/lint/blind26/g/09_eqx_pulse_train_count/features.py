import equinox as eqx
import jax.numpy as jnp


@eqx.filter_jit
def pulse_stats(onsets, n_pulses):
    """Inter-pulse intervals of a padded onset vector holding n_pulses real entries."""
    idx = jnp.arange(onsets.shape[0])
    valid = idx < n_pulses
    ipi = jnp.diff(onsets)
    ipi_valid = valid[1:] & valid[:-1]
    mean_ipi = jnp.sum(jnp.where(ipi_valid, ipi, 0.0)) / jnp.maximum(n_pulses - 1, 1)
    rate = n_pulses / jnp.maximum(onsets[n_pulses - 1] - onsets[0], 1e-3)
    return mean_ipi, rate
