import jax
import jax.numpy as jnp


def init(key, hidden=16, latent=2):
    ks = jax.random.split(key, 3)
    return {"enc": jax.random.normal(ks[0], (2, hidden)) * 0.5,
            "head": jax.random.normal(ks[1], (hidden, 2 * latent)) * 0.3,
            "dec": jax.random.normal(ks[2], (latent + 1, 2)) * 0.3}


@jax.jit
def loss_and_grad(params, points, mask, key):
    def loss_fn(p):
        h = jnp.tanh(points @ p["enc"]) * mask[..., None]
        pooled = h.sum(1) / mask.sum(1, keepdims=True)
        mu, log_var = jnp.split(pooled @ p["head"], 2, -1)
        z = mu + jnp.exp(0.5 * log_var) * jax.random.normal(key, mu.shape)
        t = jnp.cumsum(mask, 1) / mask.sum(1, keepdims=True)
        dec_in = jnp.concatenate([jnp.broadcast_to(z[:, None], t.shape + z.shape[-1:]), t[..., None]], -1)
        recon = jnp.sum(((dec_in @ p["dec"]) - points) ** 2 * mask[..., None]) / mask.sum()
        kl = 0.5 * jnp.mean(jnp.sum(jnp.exp(log_var) + mu ** 2 - 1 - log_var, -1))
        return recon + 0.1 * kl
    return jax.value_and_grad(loss_fn)(params)
