import equinox as eqx
import jax
import jax.numpy as jnp
import optax

from model import kl_weight

optim = optax.adam(1e-3)


def loss_fn(model, spectra, key, epoch):
    keys = jax.random.split(key, spectra.shape[0])
    recon, mu, logvar = jax.vmap(model)(spectra, keys)
    rec = jnp.mean(jnp.sum((recon - spectra) ** 2, axis=1))
    kl = -0.5 * jnp.mean(jnp.sum(1 + logvar - mu ** 2 - jnp.exp(logvar), axis=1))
    return rec + kl_weight(epoch) * kl


@eqx.filter_jit
def train_step(model, opt_state, spectra, key, epoch):
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model, spectra, key, epoch)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss
