import equinox as eqx
import jax
import jax.numpy as jnp
import optax


class TextureDAE(eqx.Module):
    enc: eqx.nn.Linear
    dec: eqx.nn.Linear

    def __init__(self, key, dim=64, latent=8):
        k1, k2 = jax.random.split(key)
        self.enc = eqx.nn.Linear(dim, latent, key=k1)
        self.dec = eqx.nn.Linear(latent, dim, key=k2)

    def __call__(self, x):
        return self.dec(jax.nn.relu(self.enc(x)))


optim = optax.adam(2e-3)


@eqx.filter_jit
def denoise_step(model, opt_state, patches, base_key, step):
    noise_key = jax.random.fold_in(base_key, step)
    noisy = patches + 0.1 * jax.random.normal(noise_key, patches.shape)

    def loss_fn(m):
        return jnp.mean((jax.vmap(m)(noisy) - patches) ** 2)
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state)
    return eqx.apply_updates(model, updates), opt_state, loss
