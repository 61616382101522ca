import jax
import jax.numpy as jnp
import numpy as np

from tiles import tiles


@jax.jit
def vertical_derivative(tile, dx):
    ny, nx = tile.shape
    ky = jnp.fft.fftfreq(ny, dx) * 2 * jnp.pi
    kx = jnp.fft.fftfreq(nx, dx) * 2 * jnp.pi
    k = jnp.sqrt(ky[:, None] ** 2 + kx[None, :] ** 2)
    return jnp.real(jnp.fft.ifft2(jnp.fft.fft2(tile - tile.mean()) * k))


def main():
    rng = np.random.default_rng(101)
    yy, xx = np.mgrid[0:90, 0:110]
    tmi = (200 * np.exp(-((xx - 60) ** 2 + (yy - 40) ** 2) / 200) + rng.normal(0, 3, size=(90, 110))).astype(np.float32)
    out = np.zeros_like(tmi)
    for (j, i, h, w), t in tiles(tmi):
        out[j:j + h, i:i + w] = np.asarray(vertical_derivative(t, 50.0))[:h, :w]
    print("1VD range nT/m", float(out.min()), float(out.max()))


if __name__ == "__main__":
    main()
