import jax
import jax.numpy as jnp

from integrators import make_leapfrog

N_BODIES = 8
DT = 1e-3


def total_energy(pos, vel, mass):
    kin = 0.5 * jnp.sum(mass[:, None] * vel ** 2)
    diff = pos[None] - pos[:, None]
    r = jnp.sqrt(jnp.sum(diff ** 2, -1) + 1e-4)
    pot = -0.5 * jnp.sum(jnp.triu(mass[:, None] * mass[None] / r, 1))
    return kin + pot


def main():
    key = jax.random.PRNGKey(0)
    kp, kv = jax.random.split(key)
    pos = jax.random.normal(kp, (N_BODIES, 3))
    vel = 0.1 * jax.random.normal(kv, (N_BODIES, 3))
    mass = jnp.ones(N_BODIES) / N_BODIES

    for block in range(5):
        step = make_leapfrog(mass, DT)
        for _ in range(10):
            pos, vel = step(pos, vel)
        print(f"block {block}: E = {float(total_energy(pos, vel, mass)):.6f}")


if __name__ == "__main__":
    main()
