import jax
import jax.numpy as jnp


@jax.jit
def hedging_release(storage, demand, trigger):
    frac = jnp.clip(storage / trigger, 0.0, 1.0)
    return demand * (0.5 + 0.5 * frac)


class HedgingOperator:
    def __init__(self, trigger=400.0):
        self.trigger = trigger
        self.history = []

    def recalibrate(self, observed_storage):
        self.trigger = 0.9 * self.trigger + 0.1 * jnp.mean(observed_storage)

    def release(self, storage, demand):
        return hedging_release(storage, demand, self.trigger)
