import jax
import jax.numpy as jnp


class ArrivalETAService:
    def __init__(self, weights):
        self.weights = weights

        @jax.jit
        def eta_minutes(w, features):
            h = jnp.tanh(features @ w["w1"])
            return h @ w["w2"]
        self._predict = eta_minutes

    def __call__(self, features):
        return self._predict(self.weights, features)
