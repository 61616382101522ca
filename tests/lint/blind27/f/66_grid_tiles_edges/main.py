import jax
import jax.numpy as jnp
import numpy as np

TILE = 32


@jax.jit
def tilt_angle(tile, dx):
    gy, gx = jnp.gradient(tile, dx)
    ny, nx = tile.shape
    ky = jnp.fft.fftfreq(ny, dx) * 2 * jnp.pi
    kx = jnp.fft.fftfreq(nx, dx) * 2 * jnp.pi
    k = jnp.sqrt(ky[:, None] ** 2 + kx[None, :] ** 2)
    gz = jnp.real(jnp.fft.ifft2(jnp.fft.fft2(tile - tile.mean()) * k))
    return jnp.arctan2(gz, jnp.sqrt(gx ** 2 + gy ** 2) + 1e-9)


def main():
    rng = np.random.default_rng(102)
    yy, xx = np.mgrid[0:90, 0:110]
    tmi = (150 * np.exp(-((xx - 30) ** 2 + (yy - 60) ** 2) / 150) + rng.normal(0, 3, size=(90, 110))).astype(np.float32)
    out = np.zeros_like(tmi)
    for j in range(0, tmi.shape[0], TILE):
        for i in range(0, tmi.shape[1], TILE):
            t = tmi[j:j + TILE, i:i + TILE]
            out[j:j + TILE, i:i + TILE] = np.asarray(tilt_angle(t, 50.0))
    print("tilt range deg", float(np.degrees(out.min())), float(np.degrees(out.max())))


if __name__ == "__main__":
    main()
