import jax
import jax.numpy as jnp

from engines import ENGINE_FITS


@jax.jit
def climb_thrust(coeffs, mach, sigma):
    lapse = sum(c * mach ** k for k, c in enumerate(coeffs))
    return lapse * sigma ** 0.7


def main():
    mach = jnp.linspace(0.2, 0.85, 14)
    sigma = jnp.linspace(1.0, 0.3, 14)
    for name, coeffs in ENGINE_FITS.items():
        t = climb_thrust(coeffs, mach, sigma)
        print(name, round(float(t[-1]), 4))


if __name__ == "__main__":
    main()
