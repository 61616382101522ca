import jax
import jax.numpy as jnp
import numpy as np

BUCKETS = (16, 64)


def _field(params, xy):
    h = jnp.tanh(xy @ params["w1"] + params["b1"])
    return h @ params["w2"]


_predict = jax.jit(_field)


class TemperatureService:
    """Answers temperature queries from a trained plate-heating surrogate."""

    def __init__(self, params):
        self.params = params

    def handle(self, request):
        pts = np.asarray(request["points"], dtype=np.float32)
        n = len(pts)
        size = next(b for b in BUCKETS if b >= n)
        padded = np.zeros((size, 2), dtype=np.float32)
        padded[:n] = pts
        values = _predict(self.params, padded)[:n]
        return {"id": request["id"], "temperature": np.asarray(values).tolist()}
