from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

WAVELENGTH = 193.0  # nm, ArF
PIXEL = 8.0  # nm


def line_space_mask(n, pitch_px, duty=0.5):
    x = np.arange(n)
    row = ((x % pitch_px) < duty * pitch_px).astype(np.float32)
    return np.tile(row, (n, 1))


@partial(jax.jit, static_argnames=("n",))
def aerial_image(mask, na, dose, n):
    fx = jnp.fft.fftfreq(n, d=PIXEL)
    fxx, fyy = jnp.meshgrid(fx, fx)
    pupil = (jnp.hypot(fxx, fyy) <= na / WAVELENGTH).astype(jnp.complex64)
    field = jnp.fft.ifft2(jnp.fft.fft2(mask) * pupil)
    return dose * jnp.abs(field) ** 2


def resist_threshold(intensity, thr=0.3):
    return (intensity > thr).mean()


def main():
    n = 64
    mask = jnp.asarray(line_space_mask(n, pitch_px=12))
    na = jnp.float32(1.35)
    for dose in np.linspace(0.8, 1.2, 9):
        img = aerial_image(mask, na, dose, n=n)
        print(f"dose {dose:.2f} printed fraction {float(resist_threshold(img)):.3f}")


if __name__ == "__main__":
    main()
