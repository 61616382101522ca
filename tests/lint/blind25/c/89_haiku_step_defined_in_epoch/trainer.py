import jax
import jax.numpy as jnp
import optax

from network import denoiser


def train_epoch(params, opt_state, tx, noisy, clean, batch=64):
    @jax.jit
    def denoise_step(params, opt_state, x, y):
        loss, g = jax.value_and_grad(lambda p: jnp.mean((denoiser.apply(p, x) - y) ** 2))(params)
        u, opt_state = tx.update(g, opt_state)
        return optax.apply_updates(params, u), opt_state, loss

    for s in range(0, len(noisy), batch):
        params, opt_state, loss = denoise_step(params, opt_state, noisy[s:s + batch], clean[s:s + batch])
    return params, opt_state, loss
