import jax
import jax.numpy as jnp

from model import calibration_loss


def calibrate(theta, dose, focus, cd_meas, n_iter=25, lr=1e-3):
    for it in range(n_iter):
        g = jax.jit(jax.grad(calibration_loss))(theta, dose, focus, cd_meas)
        theta = theta - lr * g * jnp.array([10.0, 0.1, 100.0])
    return theta
