from collections import deque

import jax.numpy as jnp

from integrators import BETA, GEN, LAM, backward_euler, bdf3_step


def main():
    y = jnp.array([1.0, BETA / (GEN * LAM)], dtype=jnp.float32)
    hist = deque([y], maxlen=3)
    dt = 0.01
    for step in range(50):
        rho = 0.001 if step >= 5 else 0.0
        if len(hist) < 3:
            y = backward_euler(y, rho, dt)
        else:
            y = bdf3_step(tuple(hist), rho, dt)
        hist.append(y)
        if step % 10 == 9:
            print(f"t={0.01 * (step + 1):.2f} s: P/P0 = {float(y[0]):.4f}")


if __name__ == "__main__":
    main()
