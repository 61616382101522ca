import jax
import jax.numpy as jnp
import numpy as np

MAX_UTTS = 8


@jax.jit
def classify_padded(params, feats):
    h = jnp.tanh(feats @ params["w1"])
    return jax.nn.softmax(h @ params["w2"])


class DialectService:
    def __init__(self, params):
        self.params = params

    def handle(self, request):
        utts = request["utterances"]
        feats = np.zeros((MAX_UTTS, 32), np.float32)
        feats[:len(utts)] = utts
        probs = np.asarray(classify_padded(self.params, feats))[:len(utts)]
        return [int(i) for i in probs.argmax(-1)]
