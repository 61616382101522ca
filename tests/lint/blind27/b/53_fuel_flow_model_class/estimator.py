import jax


class FuelFlowModel:
    def __init__(self, coeffs):
        self.coeffs = coeffs
        self._ff_fn = None

    @staticmethod
    def cruise_ff(c, mach, alt_kft, mass_t):
        return c[0] + c[1] * mach ** 2 + c[2] * alt_kft + c[3] * mass_t ** 2 / (alt_kft + 10.0)

    @property
    def fuel_flow_fn(self):
        if self._ff_fn is None:
            self._ff_fn = jax.jit(self.cruise_ff)
        return self._ff_fn

    def estimate(self, mach, alt_kft, mass_t):
        return self.fuel_flow_fn(self.coeffs, mach, alt_kft, mass_t)
