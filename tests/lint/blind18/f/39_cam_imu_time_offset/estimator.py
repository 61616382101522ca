import jax
import jax.numpy as jnp
import numpy as np

from config import CALIB


@jax.jit
def rotation_residual(cam_rates, gyro_rates, stamps, time_offset):
    shifted = jnp.stack([jnp.interp(stamps + time_offset, stamps, gyro_rates[:, k]) for k in range(3)], axis=1)
    return cam_rates - shifted


class TimeOffsetEstimator:
    def __init__(self):
        self.offset = CALIB["initial_time_offset"]

    def update(self, cam_rates, gyro_rates, stamps):
        r = rotation_residual(cam_rates, gyro_rates, stamps, self.offset)
        slope = np.gradient(np.asarray(gyro_rates), np.asarray(stamps), axis=0)
        corr = np.sum(np.asarray(r) * slope) / (np.sum(slope * slope) + 1e-9)
        self.offset = self.offset + 0.5 * np.clip(corr, -0.01, 0.01)
        return float(np.mean(np.abs(r)))
