import jax
import jax.numpy as jnp

from engines import ENGINE_FITS, coefficient_vector


@jax.jit
def max_continuous_thrust(coeffs, mach, sigma):
    powers = mach[:, None] ** jnp.arange(coeffs.shape[0])
    return (powers @ coeffs) * sigma ** 0.7


def main():
    mach = jnp.linspace(0.2, 0.85, 14)
    sigma = jnp.linspace(1.0, 0.3, 14)
    for name, fit in ENGINE_FITS.items():
        t = max_continuous_thrust(coefficient_vector(fit), mach, sigma)
        print(name, round(float(t[-1]), 4))


if __name__ == "__main__":
    main()
