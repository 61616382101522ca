import jax
import jax.numpy as jnp

from sim import simulate_checkins


def baseline(profile):
    return simulate_checkins(jax.random.PRNGKey(0), profile, jnp.float32(4.0))


def sweep_service_times(profile, minutes, seed=1):
    key = jax.random.key(seed)
    out = []
    for m in minutes:
        key, sub = jax.random.split(key)
        out.append(simulate_checkins(sub, profile, jnp.float32(m)))
    return out
