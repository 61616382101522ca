import jax
import jax.numpy as jnp


class VisitRateService:
    """Predicts pollinator visits per flower-hour from floral and weather covariates."""

    def __init__(self, coef, intercept):
        self.coef = coef
        self.intercept = intercept

    def _rate(self, coef, intercept, x):
        return jnp.exp(x @ coef + intercept)

    @property
    def predictor(self):
        return jax.jit(self._rate)

    def handle(self, request):
        return self.predictor(self.coef, self.intercept, request)
