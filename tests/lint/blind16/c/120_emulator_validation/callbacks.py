import jax
import jax.numpy as jnp


class ValidationCallback:
    def __init__(self, model, theta_val, spectra_val):
        self.model = model
        self.theta_val = theta_val
        self.spectra_val = spectra_val
        self.scores = []
        self._predict = jax.jit(model.apply)

    def on_epoch_end(self, epoch, params):
        pred = self._predict(params, self.theta_val)
        self.scores.append(float(jnp.mean((pred - self.spectra_val) ** 2)))
