import jax
import jax.numpy as jnp
import numpy as np

BUCKETS = (8, 32)


@jax.jit
def predict_rpe(w, feats):
    h = jnp.tanh(feats @ w["w1"])
    return h @ w["w2"]


def bucket_size(n):
    for b in BUCKETS:
        if n <= b:
            return b
    raise ValueError(n)


class RPEService:
    def __init__(self, weights):
        self.w = weights

    def handle(self, requests):
        n = len(requests)
        size = bucket_size(n)
        batch = np.zeros((size, requests.shape[1]), np.float32)
        batch[:n] = requests
        return np.asarray(predict_rpe(self.w, batch))[:n]
