import jax
import jax.numpy as jnp


def init_params(key):
    k1, k2 = jax.random.split(key)
    return {"w1": 0.3 * jax.random.normal(k1, (3, 16)), "w2": 0.3 * jax.random.normal(k2, (16,))}


def ssh_anomaly(p, x):
    # sea-surface height in leads from CryoSat-2 waveform features
    return jnp.tanh(x @ p["w1"]) @ p["w2"]
