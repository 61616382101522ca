import jax
import jax.numpy as jnp


@jax.jit
def online_update(w, features, target, lr):
    pred = features @ w
    err = pred - target
    return w - lr * err * features, err ** 2


class DripEmitterModel:
    def __init__(self, n_features):
        self.w = jnp.zeros(n_features, jnp.float32)
        self.lr = 0.05

    def observe(self, features, flow_lph):
        self.w, sq = online_update(self.w, features, flow_lph, self.lr)
        return float(sq)
