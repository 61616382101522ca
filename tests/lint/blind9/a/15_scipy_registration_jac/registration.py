import jax
import jax.numpy as jnp
import numpy as np
from jax.scipy.ndimage import map_coordinates
from scipy.optimize import minimize


def warp(image, theta):
    """Apply a 2x3 affine (as 6 params, identity at zero) with bilinear sampling."""
    h, w = image.shape
    a = jnp.array([[1.0, 0.0, 0.0], [0.0, 1.0, 0.0]]) + theta.reshape(2, 3)
    yy, xx = jnp.meshgrid(jnp.arange(h, dtype=jnp.float32), jnp.arange(w, dtype=jnp.float32),
                          indexing="ij")
    coords = jnp.stack([yy.ravel(), xx.ravel(), jnp.ones(h * w)])
    src = a @ coords
    return map_coordinates(image, [src[0], src[1]], order=1, mode="constant").reshape(h, w)


def ssd(theta, moving, fixed):
    return jnp.mean((warp(moving, theta) - fixed) ** 2)


class AffineRegistration:
    def __init__(self, fixed, moving, reg=1e-3):
        self.fixed = jnp.asarray(fixed)
        self.moving = jnp.asarray(moving)
        self.reg = reg
        self.n_evals = 0

    def objective(self, theta):
        theta = jnp.asarray(theta, dtype=jnp.float32)
        return float(ssd(theta, self.moving, self.fixed) + self.reg * jnp.sum(theta ** 2))

    def gradient(self, theta):
        self.n_evals += 1
        theta = jnp.asarray(theta, dtype=jnp.float32)

        def penalized_ssd(t):
            return ssd(t, self.moving, self.fixed) + self.reg * jnp.sum(t ** 2)

        g = jax.jit(jax.grad(penalized_ssd))(theta)
        return np.asarray(g, dtype=np.float64)

    def run(self, max_iter=5):
        res = minimize(self.objective, np.zeros(6), jac=self.gradient, method="L-BFGS-B",
                       options={"maxiter": max_iter})
        return res
