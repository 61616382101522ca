import jax
import jax.numpy as jnp


@jax.jit
def deterioration_risk(params, history, valid):
    decay = jnp.exp(-params["tau"] * jnp.arange(history.shape[0])[::-1]) * valid
    summary = (history * decay[:, None]).sum(0) / decay.sum()
    return jax.nn.sigmoid(summary @ params["w"] + params["b"])


class RiskService:
    def __init__(self, params):
        self.params = params

    def on_new_hour(self, window):
        history, valid = window
        return float(deterioration_risk(self.params, history, valid))
