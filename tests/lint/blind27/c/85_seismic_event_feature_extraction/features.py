import jax
import jax.numpy as jnp


@jax.jit
def energy_features(components):
    energy = sum(c ** 2 for c in components)
    cs = jnp.cumsum(energy)
    t50 = jnp.argmax(cs > 0.5 * cs[-1])
    return jnp.stack([jnp.log10(cs[-1]), t50 / energy.shape[0], jnp.max(energy) / jnp.mean(energy)])
