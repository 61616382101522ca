import numpy as np
import jax
import jax.numpy as jnp


@jax.jit
def legendre_continuum(wave, flux, good):
    x = 2 * (wave - wave[0]) / (wave[-1] - wave[0]) - 1
    P = [jnp.ones_like(x), x]
    for n in range(1, 5):
        P.append(((2 * n + 1) * x * P[n] - n * P[n - 1]) / (n + 1))
    A = jnp.stack(P, 1)
    w = good.astype(flux.dtype)
    coef = jnp.linalg.lstsq(A * w[:, None], flux * w)[0]
    return A @ coef


def upper_clip(flux, cont, low=2.0, high=4.0):
    r = flux - cont
    s = jnp.std(r)
    return (r > -low * s) & (r < high * s)


def echelle_orders(n_orders=5, npix=1024, seed=9):
    rng = np.random.default_rng(seed)
    for o in range(n_orders):
        wave = np.linspace(5000 + 60 * o, 5070 + 60 * o, npix).astype(np.float32)
        blaze = np.sin(np.linspace(0.3, 2.8, npix)) * 1000
        lines = np.ones(npix)
        for c in rng.uniform(wave[0], wave[-1], 25):
            lines -= 0.5 * np.exp(-0.5 * ((wave - c) / 0.08) ** 2)
        yield o, wave, (blaze * lines + rng.normal(0, 5, npix)).astype(np.float32)


def main():
    for order, wave, flux in echelle_orders():
        good = np.ones(flux.shape, dtype=bool)
        for _ in range(4):
            cont = legendre_continuum(wave, flux, good)
            good = upper_clip(flux, cont)
        print(f"order {order}: {int(good.sum())} continuum pixels, median norm flux {float(jnp.median(flux / cont)):.3f}")


if __name__ == "__main__":
    main()
