import jax
import jax.numpy as jnp


def resist_cd(theta, dose, focus):
    e0, gamma, c_f = theta[0], theta[1], theta[2]
    return 60.0 * (e0 / dose) ** gamma * (1 + c_f * focus ** 2)


def calibration_loss(theta, dose, focus, cd_meas):
    return jnp.mean((resist_cd(theta, dose, focus) - cd_meas) ** 2)
