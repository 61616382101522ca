import jax
import jax.numpy as jnp
import numpy as np

from featurizer import featurize

MAX_BATCH = 8


@jax.jit
def predict_gap(params, x):
    h = jax.nn.relu(x @ params["w1"] + params["b1"])
    return jax.nn.softplus(h @ params["w2"])


class GapService:
    def __init__(self, params):
        self.params = params

    def handle(self, request):
        x = featurize(request["formulas"])
        n = x.shape[0]
        out = []
        for start in range(0, n, MAX_BATCH):
            chunk = x[start:start + MAX_BATCH]
            padded = np.zeros((MAX_BATCH, x.shape[1]), np.float32)
            padded[:len(chunk)] = chunk
            out.extend(np.asarray(predict_gap(self.params, padded))[:len(chunk)].tolist())
        return {"gaps_eV": [round(float(g), 3) for g in out]}
