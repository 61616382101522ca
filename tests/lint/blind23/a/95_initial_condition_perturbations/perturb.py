import jax
import jax.numpy as jnp

N_MEMBERS = 12


def smooth_noise(key, shape, length=4):
    noise = jax.random.normal(key, shape)
    k = jnp.ones(length) / length
    noise = jax.vmap(lambda r: jnp.convolve(r, k, mode="same"))(noise)
    return jax.vmap(lambda c: jnp.convolve(c, k, mode="same"), in_axes=1, out_axes=1)(noise)


@jax.jit
def make_ensemble(analysis, key, amplitude):
    keys = jax.random.split(key, N_MEMBERS)
    perts = jax.vmap(lambda k: smooth_noise(k, analysis.shape))(keys)
    perts = perts - perts.mean(axis=0)
    return analysis[None] + amplitude * perts
