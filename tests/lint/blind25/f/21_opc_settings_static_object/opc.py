from functools import partial

import jax
import jax.numpy as jnp


def gaussian_kernel(radius):
    x = jnp.arange(-radius, radius + 1)
    k = jnp.exp(-0.5 * (x[:, None] ** 2 + x[None, :] ** 2) / (radius / 2) ** 2)
    return k / k.sum()


@partial(jax.jit, static_argnums=(1,))
def correct_mask(target, cfg):
    k = gaussian_kernel(cfg.kernel_radius)

    def body(mask, _):
        printed = jax.scipy.signal.convolve2d(mask, k, mode="same")
        mask = jnp.clip(mask + cfg.bias_step * (target - printed), 0.0, 1.0)
        return mask, jnp.mean((printed - target) ** 2)

    mask, errs = jax.lax.scan(body, target, None, length=cfg.n_iter)
    return mask, errs[-1]
