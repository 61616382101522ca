import jax
import jax.numpy as jnp

from model import TeatScoreNet

net = TeatScoreNet()


@jax.jit
def score_teats(params, crops):
    logits = net.apply(params, crops)
    return jnp.argmax(logits, -1), jax.nn.softmax(logits).max(-1)


class TeatScoringService:
    def __init__(self, params):
        self.params = params

    def handle(self, request):
        crops = jnp.asarray(request["crops"], jnp.float32)
        scores, conf = score_teats(self.params, crops)
        return {"cow": request["cow"], "scores": scores.tolist(), "confidence": conf.tolist()}
