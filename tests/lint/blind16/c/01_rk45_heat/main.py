import jax.numpy as jnp

from solver import integrate


def initial_profile(n):
    x = jnp.linspace(0.0, 1.0, n, endpoint=False)
    return jnp.exp(-200.0 * (x - 0.5) ** 2), 1.0 / n


def main():
    u0, dx = initial_profile(64)
    u, t = integrate(u0, kappa=0.05, dx=dx, t_end=0.05)
    print(f"t={t:.4f} max={float(u.max()):.4f}")


if __name__ == "__main__":
    main()
