import jax
import jax.numpy as jnp

from integrator import State, integrate
from observers import ThermoLogger


def cluster(n=13, spacing=1.12, seed=0):
    g = jnp.arange(3, dtype=jnp.float32) - 1.0
    grid = jnp.stack(jnp.meshgrid(g, g, g), -1).reshape(-1, 3)[:n] * spacing
    vel = 0.1 * jax.random.normal(jax.random.PRNGKey(seed), grid.shape)
    return State(grid, vel)


def main():
    state = cluster()
    masses = jnp.ones(state.pos.shape[0])
    logger = ThermoLogger(masses)
    integrate(state, masses, dt=0.002, n_steps=6, callbacks=[logger])
    for step, ke, pe, tot in logger.rows:
        print(f"{step:3d} KE={ke:.4f} PE={pe:.4f} E={tot:.4f}")
    print(f"relative drift {logger.drift():.2e}")


if __name__ == "__main__":
    main()
