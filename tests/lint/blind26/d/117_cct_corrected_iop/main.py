import jax
import jax.numpy as jnp
import numpy as np

from tonometry import goldmann_reading, icare_readings


@jax.jit
def corrected_iop(iop, cct_um):
    # Ehlers-style central corneal thickness correction
    return iop - (cct_um - 545.0) / 50.0 * 2.5


def main():
    rng = np.random.default_rng(0)
    for visit in range(6):
        iop = goldmann_reading(rng) if visit % 2 == 0 else icare_readings(rng)
        cct = np.float32(rng.normal(545, 30))
        print(visit, np.shape(iop), np.round(np.asarray(corrected_iop(iop, cct)), 1))


if __name__ == "__main__":
    main()
