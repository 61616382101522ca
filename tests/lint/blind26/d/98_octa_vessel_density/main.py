import jax
import jax.numpy as jnp
import numpy as np

from scan import acquire


@jax.jit
def vessel_density(scan):
    mm = 3.0 if scan.protocol == "3x3mm" else 6.0
    vessels = scan.flow > 0.5
    yy, xx = jnp.mgrid[:64, :64]
    faz = ((yy - 32) ** 2 + (xx - 32) ** 2) < 36
    density = jnp.where(faz, False, vessels).mean()
    return density, faz.sum() * (mm / 64) ** 2


def main():
    rng = np.random.default_rng(0)
    for eye in range(5):
        scan = acquire(rng)
        vd, faz_area = vessel_density(scan)
        print(eye, scan.protocol, round(float(vd), 3), round(float(faz_area), 3))


if __name__ == "__main__":
    main()
