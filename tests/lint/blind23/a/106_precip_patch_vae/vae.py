import flax.linen as nn
import jax
import jax.numpy as jnp
import optax


class FieldVAE(nn.Module):
    latent: int = 4

    @nn.compact
    def __call__(self, x, key):
        h = nn.relu(nn.Dense(32)(x))
        mu, logvar = nn.Dense(self.latent)(h), nn.Dense(self.latent)(h)
        z = mu + jnp.exp(0.5 * logvar) * jax.random.normal(key, mu.shape)
        recon = nn.Dense(x.shape[-1])(nn.relu(nn.Dense(32)(z)))
        return recon, mu, logvar


vae = FieldVAE()
tx = optax.adam(1e-3)


@jax.jit
def vae_step(params, opt_state, x, key, beta):
    def loss_fn(p):
        recon, mu, logvar = vae.apply(p, x, key)
        rec = jnp.mean(jnp.sum((recon - x) ** 2, -1))
        kl = -0.5 * jnp.mean(jnp.sum(1 + logvar - mu ** 2 - jnp.exp(logvar), -1))
        return rec + beta * kl

    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss
