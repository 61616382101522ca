from functools import cached_property

import jax
import jax.numpy as jnp


class IonChamber:
    """Free-air/thimble chamber reading corrected for temperature, pressure and recombination."""

    def __init__(self, n_dw_gy_per_c, t_ref_c=20.0, p_ref_kpa=101.325):
        self.n_dw = n_dw_gy_per_c
        self.t_ref = t_ref_c
        self.p_ref = p_ref_kpa

    def _correct(self, charge_nc, temp_c, press_kpa, v_ratio_charge):
        k_tp = (273.15 + temp_c) / (273.15 + self.t_ref) * self.p_ref / press_kpa
        # two-voltage recombination correction
        k_s = (1 - 2.0 ** 2) / (v_ratio_charge - 2.0 ** 2)
        return charge_nc * 1e-9 * k_tp * k_s * self.n_dw

    @cached_property
    def dose(self):
        return jax.jit(self._correct)
