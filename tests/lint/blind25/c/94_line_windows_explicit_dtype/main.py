import numpy as np
import jax
import jax.numpy as jnp

LICK_INDICES = {
    "Hbeta": (4847.875, 4876.625, 4827.875, 4847.875, 4876.625, 4891.625),
    "Mgb": (5160, 5192, 5142, 5161, 5191, 5206),
    "Fe5270": (5245.650, 5285.650, 5233.150, 5248.150, 5285.650, 5318.150),
    "NaD": (5876, 5909, 5860, 5875, 5922, 5948),
}


@jax.jit
def lick_index(wave, flux, bands):
    b0, b1, l0, l1, r0, r1 = bands
    blue = jnp.sum(flux * ((wave >= l0) & (wave < l1))) / jnp.sum((wave >= l0) & (wave < l1))
    red = jnp.sum(flux * ((wave >= r0) & (wave < r1))) / jnp.sum((wave >= r0) & (wave < r1))
    lb, lr = 0.5 * (l0 + l1), 0.5 * (r0 + r1)
    cont = blue + (red - blue) * (wave - lb) / (lr - lb)
    inside = (wave >= b0) & (wave < b1)
    return jnp.sum((1 - flux / cont) * inside) * (wave[1] - wave[0])


def main():
    rng = np.random.default_rng(5)
    wave = np.linspace(4700, 6000, 2600).astype(np.float32)
    flux = 1 - 0.3 * np.exp(-0.5 * ((wave - 5175) / 4) ** 2) - 0.2 * np.exp(-0.5 * ((wave - 5892) / 3) ** 2)
    flux = (flux + rng.normal(0, 0.01, wave.size)).astype(np.float32)
    for name, bands in LICK_INDICES.items():
        idx = lick_index(wave, flux, jnp.asarray(bands, dtype=jnp.float32))
        print(f"{name}: {float(idx):.2f} A")


if __name__ == "__main__":
    main()
