import jax
import jax.numpy as jnp

from physics import leapfrog


def kinetic_energy(vel, masses):
    return 0.5 * float((masses[:, None] * vel**2).sum())


def main():
    key = jax.random.PRNGKey(1)
    kp, kv = jax.random.split(key)
    n = 16
    pos = jax.random.normal(kp, (n, 3))
    vel = 0.1 * jax.random.normal(kv, (n, 3))
    masses = jnp.full(n, 1.0 / n)
    schedule = [None, None, 0.05, 0.05, 0.02]  # tighten softening once the cluster relaxes
    for step, eps in enumerate(schedule):
        pos, vel = leapfrog(pos, vel, masses, dt=0.01, softening=eps)
        print(f"step {step}: KE={kinetic_energy(vel, masses):.5f}")


if __name__ == "__main__":
    main()
