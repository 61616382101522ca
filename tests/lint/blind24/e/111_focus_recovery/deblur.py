import jax
import jax.numpy as jnp
import equinox as eqx
from jax.scipy.signal import convolve2d


class FocusPuller(eqx.Module):
    psf: jax.Array

    def __init__(self, radius=2):
        yy, xx = jnp.mgrid[-radius:radius + 1, -radius:radius + 1]
        k = jnp.exp(-(xx ** 2 + yy ** 2) / (2.0 * radius))
        self.psf = k / k.sum()


@eqx.filter_jit
def richardson_lucy(model, blurred, n_iters):
    est = blurred

    def body(_, est):
        ratio = blurred / (convolve2d(est, model.psf, mode="same") + 1e-6)
        return est * convolve2d(ratio, model.psf[::-1, ::-1], mode="same")

    return jax.lax.fori_loop(0, n_iters, body, est)
