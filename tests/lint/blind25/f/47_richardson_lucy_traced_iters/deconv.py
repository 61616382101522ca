import jax
import jax.numpy as jnp


def gaussian_psf(n, sigma):
    x = jnp.arange(n) - n // 2
    g = jnp.exp(-0.5 * (x[:, None] ** 2 + x[None, :] ** 2) / sigma ** 2)
    return jnp.fft.ifftshift(g / g.sum())


@jax.jit
def richardson_lucy(image, psf_sigma, n_iter):
    otf = jnp.fft.fft2(gaussian_psf(image.shape[0], psf_sigma))
    conv = lambda a, h: jnp.real(jnp.fft.ifft2(jnp.fft.fft2(a) * h))

    def body(_, est):
        ratio = image / jnp.maximum(conv(est, otf), 1e-6)
        return est * conv(ratio, jnp.conj(otf))

    return jax.lax.fori_loop(0, n_iter, body, image)
