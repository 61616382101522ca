import jax
import jax.numpy as jnp


@jax.jit
def predict_intensity(params, feats):
    h = jnp.tanh(feats @ params["w1"] + params["b1"])
    return h @ params["w2"] + params["b2"]


class AlertServer:
    def __init__(self, params):
        self.params = params

    def handle(self, request):
        feats = jnp.asarray(request["features"], jnp.float32)
        mmi = predict_intensity(self.params, feats)
        return {"event": request["event"], "max_mmi": float(mmi.max())}
