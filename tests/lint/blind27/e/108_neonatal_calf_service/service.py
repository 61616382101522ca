import numpy as np
import jax
import jax.numpy as jnp

MAX_CALVES = 8


@jax.jit
def suckle_reflex_score(w, feats, valid):
    z = feats @ w
    return jnp.where(valid, jax.nn.sigmoid(z), jnp.nan)


class NeonatalCheckService:
    def __init__(self, w):
        self.w = w

    def handle(self, request):
        feats = np.zeros((MAX_CALVES, 5), np.float32)
        valid = np.zeros(MAX_CALVES, bool)
        n = len(request)
        feats[:n] = request
        valid[:n] = True
        probs = suckle_reflex_score(self.w, feats, valid)
        return np.asarray(probs)[:n]
