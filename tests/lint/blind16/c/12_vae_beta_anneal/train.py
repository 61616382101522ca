import jax
import jax.numpy as jnp
import optax

from model import VAE

model = VAE()
optimizer = optax.adam(1e-3)


def elbo_loss(params, x, key, beta):
    recon, mu, logvar = model.apply(params, x, key)
    nll = jnp.mean(jnp.sum((recon - x) ** 2, axis=-1))
    kl = -0.5 * jnp.mean(jnp.sum(1 + logvar - mu**2 - jnp.exp(logvar), axis=-1))
    return nll + beta * kl


@jax.jit
def train_step(params, opt_state, x, key, beta):
    loss, grads = jax.value_and_grad(elbo_loss)(params, x, key, beta)
    updates, opt_state = optimizer.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss
