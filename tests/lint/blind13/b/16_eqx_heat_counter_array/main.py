import jax.numpy as jnp
import numpy as np

from heat import ExplicitHeatSolver, HeatState

N = 32
SUBSTEPS = 10


def hot_spot(n):
    x = np.linspace(-1, 1, n)
    xx, yy = np.meshgrid(x, x, indexing="ij")
    return jnp.asarray(np.exp(-20 * (xx ** 2 + yy ** 2)), jnp.float32)


def main():
    dx = 2.0 / (N - 1)
    solver = ExplicitHeatSolver(diffusivity=0.1, dx=dx, dt=0.2 * dx ** 2 / 0.1)
    state = HeatState(u=hot_spot(N), time=jnp.zeros((), jnp.float32),
                      n_steps=jnp.zeros((), jnp.int32))
    for frame in range(6):
        state = solver.advance(state, SUBSTEPS)
        print(f"frame {frame}: t={float(state.time):.4f} steps={int(state.n_steps)} "
              f"peak={float(state.u.max()):.4f}")


if __name__ == "__main__":
    main()
