import jax
import jax.numpy as jnp


def encode(params, x):
    h = jnp.tanh(x @ params["enc"])
    return h @ params["mu"], h @ params["logvar"]


def decode(params, z):
    return z @ params["dec"]


@jax.jit
def elbo_step(params, x, key, beta):
    def loss_fn(p):
        mu, logvar = encode(p, x)
        z = mu + jnp.exp(0.5 * logvar) * jax.random.normal(key, mu.shape)
        recon = jnp.sum((decode(p, z) - x) ** 2, -1)
        kl = -0.5 * jnp.sum(1 + logvar - mu ** 2 - jnp.exp(logvar), -1)
        return jnp.mean(recon + beta * kl), jnp.mean(kl)

    (loss, kl), g = jax.value_and_grad(loss_fn, has_aux=True)(params)
    return jax.tree_util.tree_map(lambda a, b: a - 1e-3 * b, params, g), loss, kl
