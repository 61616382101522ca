import jax
import jax.numpy as jnp


def init_vae(key, dim=36, hidden=24, latent=4):
    k1, k2, k3 = jax.random.split(key, 3)
    return {"enc_h": jax.random.normal(k1, (dim, hidden)) * 0.1,
            "enc_out": jax.random.normal(k2, (hidden, 2 * latent)) * 0.1,
            "dec": jax.random.normal(k3, (latent, dim)) * 0.1}


@jax.jit
def encode(params, images, key, temperature=1.0):
    h = jax.nn.relu(images.reshape(images.shape[0], -1) @ params["enc_h"])
    mu, logvar = jnp.split(h @ params["enc_out"], 2, axis=-1)
    z = mu + temperature * jnp.exp(0.5 * logvar) * jax.random.normal(key, mu.shape)
    return z, mu, logvar


def decode(params, z):
    return jax.nn.sigmoid(z @ params["dec"])
