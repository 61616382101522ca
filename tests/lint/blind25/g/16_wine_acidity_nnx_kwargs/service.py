import numpy as np
import jax.numpy as jnp

from model import titratable_acidity


class LabService:
    def __init__(self, model):
        self.model = model

    def must_sample(self, spectra):
        return titratable_acidity(self.model, spectra=spectra, dilution=jnp.float32(1.0))

    def finished_wine(self, spectra):
        return titratable_acidity(self.model, spectra=spectra, dilution=jnp.float32(2.5))
