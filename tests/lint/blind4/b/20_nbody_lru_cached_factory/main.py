import jax
import jax.numpy as jnp

from integrators import make_leapfrog

N_BODIES = 8
DT = 1e-3


def kinetic(vel, mass):
    return 0.5 * jnp.sum(mass[:, None] * vel ** 2)


def main():
    kp, kv = jax.random.split(jax.random.PRNGKey(0))
    pos = jax.random.normal(kp, (N_BODIES, 3))
    vel = 0.1 * jax.random.normal(kv, (N_BODIES, 3))
    mass = jnp.ones(N_BODIES) / N_BODIES

    for block in range(5):
        step = make_leapfrog(DT)
        for _ in range(10):
            pos, vel = step(pos, vel, mass)
        print(f"block {block}: KE = {float(kinetic(vel, mass)):.6f}")


if __name__ == "__main__":
    main()
