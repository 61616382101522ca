import jax
import jax.numpy as jnp


@jax.jit
def dose_correction(bias, faraday_readings, target_dose, gain):
    measured = faraday_readings.mean()
    err = (measured - target_dose) / target_dose
    bias = bias + gain * err
    scan_speed_scale = 1.0 + bias   # slower scan -> more dose
    return bias, scan_speed_scale


class ImplantDoseController:
    bias = 0.0
    gain = 0.4

    def __init__(self, target_dose):
        self.target = target_dose

    def after_wafer(self, faraday_readings):
        self.bias, scale = dose_correction(self.bias, faraday_readings, self.target, self.gain)
        return scale
