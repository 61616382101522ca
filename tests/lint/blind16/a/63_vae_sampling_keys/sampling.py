import jax
import jax.numpy as jnp


def make_decode(decoder):
    @jax.jit
    def decode_samples(params, key, z_mean):
        z = z_mean + jax.random.normal(key, z_mean.shape)
        return jax.nn.sigmoid(decoder.apply(params, z))

    return decode_samples


def seeded_key(seed):
    return jax.random.PRNGKey(seed)
