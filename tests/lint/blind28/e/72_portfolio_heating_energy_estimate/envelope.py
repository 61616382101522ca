import equinox as eqx
import numpy as np


class Envelope(eqx.Module):
    u_values: np.ndarray      # W/m2K per facade
    areas: np.ndarray         # m2 per facade
    infiltration_ach: np.ndarray
    volume: float = 3000.0

    def ua(self):
        return (self.u_values * self.areas).sum() + 0.33 * self.infiltration_ach * self.volume
