import jax.numpy as jnp

from solver import HeatState, advance

N = 64
DT = 1e-4


def main():
    x = jnp.linspace(0.0, 1.0, N, endpoint=False)
    state = HeatState(u=jnp.exp(-100 * (x - 0.5) ** 2), dx=1.0 / N)
    for block in range(6):
        state = advance(state, DT)
        print(f"block {block}: steps={state.steps_taken} max u={float(state.u.max()):.4f} "
              f"mass={float(state.u.sum() * state.dx):.5f}")


if __name__ == "__main__":
    main()
