from functools import partial

import jax
import jax.numpy as jnp


class PickupForecaster:
    def __init__(self, smoothing=0.3):
        self.smoothing = smoothing

    @partial(jax.jit, static_argnums=0)
    def final_occupancy(self, on_books, pickup_curve):
        level = jnp.cumsum(pickup_curve, axis=-1)[..., -1]
        return jnp.clip(on_books + (1 - self.smoothing) * level, 0.0, 1.0)


FORECASTER = PickupForecaster()
