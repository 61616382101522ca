import jax
import jax.numpy as jnp


def make_flare_model(grid, pixel_um, psd_exponent=3.0, tis=0.06):
    f = jnp.fft.fftfreq(grid, d=pixel_um)
    fr = jnp.hypot(f[:, None], f[None, :])
    psf_hat = 1.0 / (1.0 + (fr / 0.002) ** psd_exponent)   # long-range scatter from mirror roughness
    psf_hat = psf_hat / psf_hat[0, 0]

    @jax.jit
    def flare_map(pattern_density):
        scattered = jnp.real(jnp.fft.ifft2(jnp.fft.fft2(pattern_density) * psf_hat))
        return tis * scattered

    return flare_map
