import jax
import jax.numpy as jnp


def init_mlp(key, sizes):
    params = []
    for k, (din, dout) in zip(jax.random.split(key, len(sizes) - 1), zip(sizes[:-1], sizes[1:])):
        w = jax.random.normal(k, (din, dout)) * jnp.sqrt(2.0 / din)
        params.append((w, jnp.zeros(dout)))
    return params


def mlp(params, x):
    for w, b in params[:-1]:
        x = jax.nn.gelu(x @ w + b)
    w, b = params[-1]
    return x @ w + b


def init_vae(key, in_dim=64, hidden=32, latent=8):
    ke, kd = jax.random.split(key)
    return {
        "enc": init_mlp(ke, [in_dim, hidden, 2 * latent]),
        "dec": init_mlp(kd, [latent, hidden, in_dim]),
    }


def elbo(params, x, key, beta=1.0):
    stats = mlp(params["enc"], x)
    mu, logvar = jnp.split(stats, 2, axis=-1)
    z = mu + jnp.exp(0.5 * logvar) * jax.random.normal(key, mu.shape)
    recon = mlp(params["dec"], z)
    rec = jnp.sum((recon - x) ** 2, axis=-1)
    kl = -0.5 * jnp.sum(1 + logvar - mu ** 2 - jnp.exp(logvar), axis=-1)
    return jnp.mean(rec + beta * kl)
