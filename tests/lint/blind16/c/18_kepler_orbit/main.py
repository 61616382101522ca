import jax.numpy as jnp

from integrator import rk4_step


def orbit(n_steps=20, h=0.05):
    t = 0.0
    q = jnp.array([1.0, 0.0])
    p = jnp.array([0.0, 1.1])
    for _ in range(n_steps):
        t, q, p = rk4_step(t, q, p, h)
    return t, q, p


def main():
    t, q, p = orbit()
    energy = 0.5 * jnp.sum(p**2) - 1.0 / jnp.linalg.norm(q)
    print(f"t={float(t):.2f} E={float(energy):.5f}")


if __name__ == "__main__":
    main()
