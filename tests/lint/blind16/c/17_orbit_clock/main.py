import jax.numpy as jnp

from config import OrbitConfig
from integrator import rk4_step


def orbit(cfg):
    t = 0.0
    q = jnp.array(cfg.q0)
    p = jnp.array(cfg.p0)
    for _ in range(cfg.n_steps):
        t, q, p = rk4_step(t, q, p, cfg.step_size)
    return t, q, p


def main():
    t, q, p = orbit(OrbitConfig())
    energy = 0.5 * jnp.sum(p**2) - 1.0 / jnp.linalg.norm(q)
    print(f"t={float(t):.2f} E={float(energy):.5f}")


if __name__ == "__main__":
    main()
