import jax
import jax.numpy as jnp

from solver import vortex_step
from state import FluidState


def main():
    pos = jax.random.normal(jax.random.PRNGKey(0), (100, 2))
    state = FluidState(pos, jnp.zeros_like(pos), 0)
    for _ in range(6):
        state = vortex_step(state, 0.05)
    print(f"steps={state.step_count} spread={float(jnp.std(state.pos)):.4f}")


if __name__ == "__main__":
    main()
