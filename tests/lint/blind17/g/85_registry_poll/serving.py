import jax
import jax.numpy as jnp


def build_predictor(weights):
    w = jnp.asarray(weights["w"])
    b = jnp.asarray(weights["b"])

    @jax.jit
    def predict(x):
        return jnp.argmax(x @ w + b, axis=-1)

    return predict


class Deployment:
    def __init__(self, registry, alias):
        self.registry = registry
        self.alias = alias
        self.version = None
        self.predict = None

    def refresh(self):
        self.version, weights = self.registry.resolve(self.alias)
        self.predict = build_predictor(weights)
