import jax
import jax.numpy as jnp


def init_vae(key, x_dim=8, z_dim=2, hidden=16):
    ks = jax.random.split(key, 4)
    g = lambda k, shape: jax.random.normal(k, shape) / jnp.sqrt(shape[0])
    return {
        "enc": g(ks[0], (x_dim, hidden)),
        "enc_out": g(ks[1], (hidden, 2 * z_dim)),
        "dec": g(ks[2], (z_dim, hidden)),
        "dec_out": g(ks[3], (hidden, x_dim)),
    }


def encode(params, x):
    h = jax.nn.relu(x @ params["enc"])
    mu, log_var = jnp.split(h @ params["enc_out"], 2, axis=-1)
    return mu, log_var


def decode(params, z):
    return jax.nn.relu(z @ params["dec"]) @ params["dec_out"]
