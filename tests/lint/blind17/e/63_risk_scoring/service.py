import jax
import jax.numpy as jnp

FIELDS = ("age", "income", "tenure", "num_products")


@jax.jit
def score(params, features):
    z = (features - params["mean"]) / params["scale"]
    return jax.nn.sigmoid(z @ params["w"] + params["b"])


class ScoringService:
    def __init__(self, params):
        self.params = params

    def handle(self, request):
        features = jnp.array([request[f] for f in FIELDS], dtype=jnp.float32)
        return {"id": request["id"], "score": round(float(score(self.params, features)), 4)}
