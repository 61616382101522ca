import equinox as eqx
import jax.numpy as jnp


class CellModel(eqx.Module):
    r0: jnp.ndarray
    ocv_coeffs: jnp.ndarray
    capacity_ah: float

    def terminal_voltage(self, soc, current):
        ocv = jnp.polyval(self.ocv_coeffs, soc)
        return ocv - current * self.r0

    def step(self, soc, current, dt_s):
        return jnp.clip(soc - current * dt_s / (3600.0 * self.capacity_ah), 0.0, 1.0)


def fade(cell, cycles):
    return eqx.tree_at(lambda c: c.capacity_ah, cell, cell.capacity_ah * (1.0 - 2e-4 * cycles))
