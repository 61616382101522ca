import jax
import jax.numpy as jnp


@jax.jit
def snr_map(counts_adu, exptime, gain, read_noise, dark_current, full_well):
    e = counts_adu * gain
    saturated = e > full_well
    var = e + dark_current * exptime + read_noise ** 2
    return jnp.where(saturated, 0.0, e / jnp.sqrt(var))


def snr_for(cfg, counts, exptime):
    return snr_map(counts, exptime, cfg.gain, cfg.read_noise, cfg.dark_current, cfg.full_well)
