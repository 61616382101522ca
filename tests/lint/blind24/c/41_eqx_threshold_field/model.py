import jax
import jax.numpy as jnp
import equinox as eqx


class FlightRiskFlagger(eqx.Module):
    linear: eqx.nn.Linear
    threshold: float

    def __init__(self, d, key, threshold=0.5):
        self.linear = eqx.nn.Linear(d, 1, key=key)
        self.threshold = threshold

    def __call__(self, x):
        p = jax.nn.sigmoid(self.linear(x)[0])
        return p, p > self.threshold


@eqx.filter_jit
def flag_report(model, x, y):
    p, flags = jax.vmap(model)(x)
    tp = jnp.sum(flags & (y > 0))
    precision = tp / jnp.maximum(flags.sum(), 1)
    recall = tp / jnp.maximum((y > 0).sum(), 1)
    return precision, recall
