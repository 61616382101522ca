import jax
import jax.numpy as jnp


class LensHeatingModel:
    """Two-time-constant lens heating model for Z4 (focus) drift."""

    def __init__(self, taus=(45.0, 600.0), gains=(2.0e-3, 1.2e-3)):
        self.taus = jnp.asarray(taus)
        self.gains = jnp.asarray(gains)

    def _predict(self, state, power, dt):
        decay = jnp.exp(-dt / self.taus)
        state = state * decay + self.gains * power * (1 - decay)
        return state, state.sum()

    @property
    def predictor(self):
        return jax.jit(self._predict)
