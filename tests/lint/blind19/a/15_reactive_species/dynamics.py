import jax
import jax.numpy as jnp


@jax.jit
def drift(species, key, dt):
    out = {}
    for name, pos in species.items():
        key, sub = jax.random.split(key)
        noise = jax.random.normal(sub, pos.shape)
        out[name] = jnp.clip(pos + jnp.sqrt(2.0 * dt) * 0.1 * noise, 0.0, 1.0)
    return out
