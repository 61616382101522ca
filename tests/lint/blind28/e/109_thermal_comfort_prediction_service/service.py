import jax
import jax.numpy as jnp
import numpy as np

MAX_ZONES_PER_REQUEST = 8


class ComfortService:
    def __init__(self, weights):
        self.weights = weights

    def handle(self, request):
        n = len(request["zones"])
        x = np.zeros((MAX_ZONES_PER_REQUEST, 6), np.float32)
        x[:n] = [z["features"] for z in request["zones"]]
        return np.asarray(predict_pmv(self.weights, x))[:n].tolist()


@jax.jit
def predict_pmv(w, x):
    h = jnp.tanh(x @ w["w1"] + w["b1"])
    return 3.0 * jnp.tanh(h @ w["w2"]).squeeze(-1)
