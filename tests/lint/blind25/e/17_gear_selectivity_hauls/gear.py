import jax.numpy as jnp

class GearSpec:
    def __init__(self, mesh_mm, kind="logistic"):
        self.mesh_mm = mesh_mm
        self.kind = kind

    def selectivity(self, length_cm):
        l50 = 0.35 * self.mesh_mm
        return 1.0 / (1.0 + jnp.exp(-(length_cm - l50) / 2.0))
