import jax
import jax.numpy as jnp


class BrixPredictor:
    """Predicts brix at harvest from berry weight, colour index and days since veraison."""

    def __init__(self, coef, intercept):
        self.coef = jnp.asarray(coef, jnp.float32)
        self.intercept = jnp.float32(intercept)

    def brix_at_harvest(self, features):
        return features @ self.coef + self.intercept

    def predict(self, features):
        return jax.jit(self.brix_at_harvest)(features)
