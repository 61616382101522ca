import jax
import jax.numpy as jnp
import numpy as np
from scipy.optimize import minimize

from potentials import morse_cluster_energy

_energy_and_grad = jax.jit(jax.value_and_grad(morse_cluster_energy))


def energy_and_grad_np(x):
    e, g = _energy_and_grad(jnp.asarray(x, dtype=jnp.float32))
    return float(e), np.asarray(g, dtype=np.float64)


def relax(coords0):
    res = minimize(energy_and_grad_np, coords0.ravel(), jac=True, method="L-BFGS-B",
                   options={"maxiter": 6})
    return res.x.reshape(-1, 3), res.fun, res.nit


if __name__ == "__main__":
    rng = np.random.default_rng(1)
    tetra = np.array([[0, 0, 0], [1.1, 0, 0], [0.5, 0.9, 0], [0.5, 0.3, 0.9]], dtype=np.float64)
    coords0 = tetra + 0.05 * rng.normal(size=tetra.shape)
    xyz, e, nit = relax(coords0)
    print(f"relaxed energy {e:.4f} after {nit} iterations")
