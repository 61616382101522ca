import jax
import jax.numpy as jnp

PIXEL_UM = 0.05


def double_gaussian_psf(n, alpha, beta, eta):
    x = (jnp.arange(n) - n // 2) * PIXEL_UM
    r2 = x[:, None] ** 2 + x[None, :] ** 2
    fwd = jnp.exp(-r2 / alpha ** 2) / (jnp.pi * alpha ** 2)
    back = jnp.exp(-r2 / beta ** 2) / (jnp.pi * beta ** 2)
    psf = (fwd + eta * back) / (1 + eta)
    return psf / psf.sum()


@jax.jit
def correct_dose(pattern, alpha, beta, eta):
    psf = jnp.fft.ifftshift(double_gaussian_psf(pattern.shape[0], alpha, beta, eta))
    dose = jnp.ones_like(pattern)
    for _ in range(8):
        absorbed = jnp.real(jnp.fft.ifft2(jnp.fft.fft2(pattern * dose) * jnp.fft.fft2(psf)))
        dose = jnp.where(pattern > 0, dose * 0.5 / jnp.maximum(absorbed, 1e-3), 0.0)
    return dose
