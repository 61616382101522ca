import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def zscore_alerts(values, z_threshold):
    mu = jnp.mean(values)
    sigma = jnp.std(values) + 1e-6
    z = (values - mu) / sigma
    return jnp.abs(z) > z_threshold, z


def scan_sensor(values, cfg):
    threshold = np.float32(cfg["z_threshold"])
    flags, z = zscore_alerts(values, threshold)
    return int(flags.sum()), float(jnp.max(jnp.abs(z)))
