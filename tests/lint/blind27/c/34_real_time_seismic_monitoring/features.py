import jax
import jax.numpy as jnp


@jax.jit
def packet_features(samples):
    env = jnp.abs(samples)
    zc = jnp.mean(jnp.abs(jnp.diff(jnp.sign(samples)))) / 2
    return jnp.stack([env.mean(), env.max(), jnp.std(samples), zc])
