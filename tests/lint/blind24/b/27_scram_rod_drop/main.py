import jax.numpy as jnp

from kinetics import BETA, GEN, LAM, advance


def main():
    n0 = 1.0
    state = (jnp.float32(n0), jnp.float32(BETA / (GEN * LAM) * n0))
    dt = 0.1
    for step in range(30):
        state = advance(state, dt, step=step)
        if step % 5 == 4:
            print(f"t = {(step + 1) * dt:.1f} s  P/P0 = {float(state[0]):.4f}")


if __name__ == "__main__":
    main()
