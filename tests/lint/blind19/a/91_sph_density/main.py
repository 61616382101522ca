import jax
import jax.numpy as jnp

from diagnostics import density_report
from kernels import density


def main():
    pos = jax.random.uniform(jax.random.PRNGKey(0), (200, 2))
    vel = jnp.zeros_like(pos)
    mass = jnp.full((200,), 1.0 / 200, dtype=jnp.float32)
    for step in range(6):
        rho = density(pos, mass)
        p = 5.0 * (rho - rho.mean())
        vel = vel - 0.001 * p[:, None] * (pos - pos.mean(axis=0))
        pos = pos + 0.01 * vel
        if step % 2 == 1:
            print(step, density_report(pos, mass))


if __name__ == "__main__":
    main()
