import equinox as eqx
import jax
import jax.numpy as jnp


class Denoiser(eqx.Module):
    c1: eqx.nn.Conv2d
    c2: eqx.nn.Conv2d

    def __init__(self, key):
        k1, k2 = jax.random.split(key)
        self.c1 = eqx.nn.Conv2d(1, 8, 3, padding=1, key=k1)
        self.c2 = eqx.nn.Conv2d(8, 1, 3, padding=1, key=k2)

    def __call__(self, x):
        return x + self.c2(jax.nn.relu(self.c1(x)))


@eqx.filter_jit
def denoise_step(model, opt_state, clean, noise_key, optimizer):
    noisy = clean + 0.3 * jax.random.normal(noise_key, clean.shape)

    def loss_fn(m):
        return jnp.mean((jax.vmap(m)(noisy) - clean) ** 2)

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optimizer.update(grads, opt_state)
    return eqx.apply_updates(model, updates), opt_state, loss
