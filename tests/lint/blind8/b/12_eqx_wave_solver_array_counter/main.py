import jax.numpy as jnp

from solver import WaveState, advance

N = 64
DT = 2e-3


def main():
    x = jnp.linspace(0.0, 1.0, N, endpoint=False)
    u0 = jnp.exp(-200 * (x - 0.5) ** 2)
    state = WaveState(u=u0, u_prev=u0, dx=1.0 / N)
    for block in range(6):
        state = advance(state, DT)
        energy = float((state.u ** 2).sum() * state.dx)
        print(f"block {block}: steps={int(state.steps_taken)} energy={energy:.5f}")


if __name__ == "__main__":
    main()
