import jax
import jax.numpy as jnp


@jax.jit
def zscore_alerts(values, z_threshold):
    mu = jnp.mean(values)
    sigma = jnp.std(values) + 1e-6
    z = (values - mu) / sigma
    return jnp.abs(z) > z_threshold, z


def scan_sensor(values, cfg):
    flags, z = zscore_alerts(values, cfg["z_threshold"])
    return int(flags.sum()), float(jnp.max(jnp.abs(z)))
