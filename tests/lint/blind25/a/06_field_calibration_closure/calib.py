import jax
import jax.numpy as jnp


def make_calibrator(field_params):
    slope, offset = field_params["slope"], field_params["offset"]

    def calibrate_readings(raw_counts):
        vwc = slope * raw_counts / 1023.0 + offset
        return jnp.clip(vwc, 0.0, 0.6)

    return jax.jit(calibrate_readings)
