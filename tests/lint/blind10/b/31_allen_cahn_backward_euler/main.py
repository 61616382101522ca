import jax.numpy as jnp
import numpy as np

from implicit import BackwardEulerReactionDiffusion


def simulate(n_steps=6, n=48):
    solver = BackwardEulerReactionDiffusion(n)
    x = np.linspace(0, 1, n, endpoint=False)
    u = jnp.asarray(0.1 * np.sin(6 * np.pi * x) + 0.05 * np.cos(2 * np.pi * x), dtype=jnp.float32)
    for k in range(n_steps):
        u = solver.step(u)
        print(f"step {k}: mean {float(u.mean()):+.4f}  max |u| {float(jnp.abs(u).max()):.4f}")
    return u


if __name__ == "__main__":
    simulate()
