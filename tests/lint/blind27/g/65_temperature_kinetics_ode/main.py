import jax.numpy as jnp

from ode import solve_at_temperature


def main():
    y0 = jnp.array([0.5, 220.0], jnp.float32)
    mu20 = jnp.float32(0.18)
    for temp in [12.0, 15.0, 18.0, 21.0, 24.0]:
        ys = solve_at_temperature(y0, (temp, mu20))
        print(f"{temp:4.1f} C: sugar left at 48 h {float(ys[10, 1]):6.1f} g/L, at 120 h {float(ys[-1, 1]):6.1f} g/L")


if __name__ == "__main__":
    main()
