import jax.numpy as jnp
import numpy as np

from multigrid import v_cycle
from smoothers import residual

N = 32


def source(n):
    x = (np.arange(n) + 0.5) / n
    xx, yy = np.meshgrid(x, x, indexing="ij")
    return jnp.asarray(2 * np.pi ** 2 * np.sin(np.pi * xx) * np.sin(np.pi * yy), jnp.float32)


def main():
    f = source(N)
    h = 1.0 / N
    u = jnp.zeros((N, N), jnp.float32)
    for cycle in range(5):
        u = v_cycle(u, f, h)
        print(f"V-cycle {cycle}: residual norm {float(jnp.linalg.norm(residual(u, f, h))):.3e}")


if __name__ == "__main__":
    main()
