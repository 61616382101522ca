import jax
import jax.numpy as jnp


class FuelFlowEstimator:
    def __init__(self, coeffs):
        self.coeffs = coeffs

    def fuel_flow_model(self, coeffs, mach, alt_kft, mass_t):
        c = coeffs
        return c[0] + c[1] * mach ** 2 + c[2] * alt_kft + c[3] * mass_t ** 2 / (alt_kft + 10.0)

    @property
    def fuel_flow(self):
        return jax.jit(self.fuel_flow_model)

    def estimate(self, mach, alt_kft, mass_t):
        return self.fuel_flow(self.coeffs, mach, alt_kft, mass_t)
