import jax
import jax.numpy as jnp

from schedule import pass_days


@jax.jit
def drag_scale(day_of_year, alt_km):
    # crude F10.7-driven density scaling with a 27-day solar rotation term
    f107 = 150.0 + 30.0 * jnp.sin(2 * jnp.pi * day_of_year / 27.0) + 20.0 * jnp.cos(2 * jnp.pi * day_of_year / 365.25)
    H = 50.0 + 0.1 * (f107 - 150.0)
    return f107, jnp.exp(-(alt_km - 400.0) / H)


def main():
    for day in pass_days():
        f107, s = drag_scale(day, 420.0)
        print(day, type(day).__name__, round(float(f107), 2), round(float(s), 4))


if __name__ == "__main__":
    main()
