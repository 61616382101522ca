import numpy as np
import jax.numpy as jnp

from forecaster import rollout_headways


class ArrivalService:
    def __init__(self, weights):
        self.weights = weights

    def handle(self, request):
        recent = jnp.asarray(request["recent_headways"], jnp.float32)
        minutes = rollout_headways(self.weights, recent, horizon=request["next_n_buses"])
        return np.cumsum(np.asarray(minutes)).round(1).tolist()
