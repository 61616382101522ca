import jax
import jax.numpy as jnp

from sph import advance, density
from state import FluidState


def dam_break(n_side=8):
    g = jnp.linspace(0.05, 0.35, n_side)
    X, Y = jnp.meshgrid(g, g)
    pos = jnp.stack([X.ravel(), Y.ravel()], -1)
    return FluidState(pos, jnp.zeros_like(pos), 0.0, pos.shape[0])


def main():
    state = dam_break()
    for _ in range(10):
        state = advance(state)
    print(f"t={state.time:.3f} mean height={float(state.pos[:, 1].mean()):.4f} rho_max={float(density(state.pos).max()):.3f}")


if __name__ == "__main__":
    main()
