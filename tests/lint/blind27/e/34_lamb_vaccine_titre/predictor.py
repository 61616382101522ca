import jax
import jax.numpy as jnp


class TiterPredictor:
    """Predicts post-vaccination antibody titre (log2) for a batch of lambs."""

    def __init__(self, coef, intercept):
        self.coef = coef
        self.intercept = intercept
        self._predict = jax.jit(self._titer)

    @staticmethod
    def _titer(coef, intercept, features):
        log_titer = features @ coef + intercept
        protected = log_titer >= 5.0
        return log_titer, protected

    def __call__(self, features):
        return self._predict(self.coef, self.intercept, features)
