import jax
import jax.numpy as jnp

from tables import exact_ages, mid_year_ages


@jax.jit
def gompertz_qx(ages, b, c):
    mu = b * jnp.exp(c * ages)
    return 1.0 - jnp.exp(-mu)


def main():
    b, c = 2.5e-5, 0.095
    for label, ages in [("valuation", exact_ages(40, 100)), ("experience", mid_year_ages(40, 100)),
                        ("pricing", exact_ages(40, 100))]:
        q = gompertz_qx(ages, b, c)
        print(label, ages.dtype, round(float(q[25]), 5))


if __name__ == "__main__":
    main()
