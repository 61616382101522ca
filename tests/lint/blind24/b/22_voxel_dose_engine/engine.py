import jax
import jax.numpy as jnp


class DoseEngine:
    """Deposits energy from photon interaction sites into a voxel phantom."""

    def __init__(self, shape=(24, 24, 24), voxel_cm=0.5, density=1.0):
        self.shape = shape
        self.voxel_cm = voxel_cm
        self.voxel_mass_g = density * voxel_cm ** 3
        self._deposit = jax.jit(self._deposit_sites)

    def _deposit_sites(self, dose, sites_cm, edep_mev):
        idx = jnp.clip((sites_cm / self.voxel_cm).astype(jnp.int32), 0, jnp.array(self.shape) - 1)
        gy = edep_mev * 1.602e-13 / (self.voxel_mass_g * 1e-3)
        return dose.at[idx[:, 0], idx[:, 1], idx[:, 2]].add(gy)

    def run(self, batches):
        dose = jnp.zeros(self.shape)
        for sites, edep in batches:
            dose = self._deposit(dose, sites, edep)
        return dose
