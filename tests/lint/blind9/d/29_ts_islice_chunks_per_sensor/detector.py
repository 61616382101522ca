import jax
import jax.numpy as jnp


def init_autoencoder(key, width, latent=4):
    k1, k2 = jax.random.split(key)
    return {"enc": jax.random.normal(k1, (width, latent)) / jnp.sqrt(width),
            "dec": jax.random.normal(k2, (latent, width)) / jnp.sqrt(latent)}


@jax.jit
def reconstruction_error(params, windows):
    centered = windows - windows.mean(axis=1, keepdims=True)
    recon = jnp.tanh(centered @ params["enc"]) @ params["dec"]
    return jnp.mean((recon - centered) ** 2, axis=1)
