import jax
import jax.numpy as jnp


def tv_gradient(img, eps=1e-3):
    dx = jnp.diff(img, axis=0, append=img[-1:, :])
    dy = jnp.diff(img, axis=1, append=img[:, -1:])
    mag = jnp.sqrt(dx ** 2 + dy ** 2 + eps)
    div_x = jnp.diff(dx / mag, axis=0, prepend=jnp.zeros_like(img[:1, :]))
    div_y = jnp.diff(dy / mag, axis=1, prepend=jnp.zeros_like(img[:, :1]))
    return -(div_x + div_y)


def tv_denoise_step(img, noisy, lam, step):
    grad = (img - noisy) + lam * tv_gradient(img)
    return img - step * grad


class SliceDenoiser:
    def __init__(self, lam=0.1, step=0.2):
        self.lam = lam
        self.step = step

    def iterate(self, slices, noisy):
        batched = jax.jit(jax.vmap(tv_denoise_step, in_axes=(0, 0, None, None)))
        return batched(slices, noisy, self.lam, self.step)
