import jax.numpy as jnp
import numpy as np

from solver import ScreenedPoisson

N = 32


def charge_density(step, n=N):
    x = np.linspace(0, 1, n, endpoint=False)
    X, Y = np.meshgrid(x, x, indexing="ij")
    cx = 0.5 + 0.2 * np.cos(0.5 * step)
    return jnp.asarray(np.exp(-((X - cx) ** 2 + (Y - 0.5) ** 2) / 0.01), dtype=jnp.float32)


def run(n_steps=6, refine_every=3):
    problem = ScreenedPoisson(N)
    for step in range(n_steps):
        rho = charge_density(step)
        tol = 1e-6 if (step + 1) % refine_every == 0 else None
        phi, res, iters = problem.solve(rho, tol=tol)
        print(f"step {step}: iters {int(iters):3d} residual {float(res):.2e} phi_max {float(phi.max()):.4f}")


if __name__ == "__main__":
    run()
