import jax
import jax.numpy as jnp

from featurizer import featurize


@jax.jit
def predict_gap(params, x):
    h = jax.nn.relu(x @ params["w1"] + params["b1"])
    return jax.nn.softplus(h @ params["w2"])


class GapService:
    def __init__(self, params):
        self.params = params

    def handle(self, request):
        x = featurize(request["formulas"])
        gaps = predict_gap(self.params, x)
        return {"gaps_eV": [round(float(g), 3) for g in gaps]}
