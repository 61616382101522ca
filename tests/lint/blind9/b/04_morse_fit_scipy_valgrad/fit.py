import jax
import jax.numpy as jnp
import numpy as np


def morse(r, d_e, a, r_e):
    return d_e * (1.0 - jnp.exp(-a * (r - r_e))) ** 2 - d_e


class MorseFit:
    """Least-squares fit of a Morse curve to reference dimer energies."""

    def __init__(self, r_ref, e_ref, weight_floor=0.1):
        self.r_ref = jnp.asarray(r_ref, jnp.float32)
        self.e_ref = jnp.asarray(e_ref, jnp.float32)
        # weight the well more than the repulsive wall
        self.weights = 1.0 / (jnp.abs(self.e_ref) + weight_floor)
        self._value_and_grad = jax.jit(jax.value_and_grad(self._loss))

    def _loss(self, theta):
        d_e, a, r_e = theta[0], theta[1], theta[2]
        resid = morse(self.r_ref, d_e, a, r_e) - self.e_ref
        return jnp.sum(self.weights * resid ** 2)

    def __call__(self, theta):
        value, grad = self._value_and_grad(jnp.asarray(theta, jnp.float32))
        return float(value), np.asarray(grad, dtype=np.float64)
