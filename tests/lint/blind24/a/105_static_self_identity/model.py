from functools import partial
import jax
import jax.numpy as jnp


class OocystLitterModel:
    """Eimeria oocyst build-up in broiler litter over a 6-week grow-out."""

    def __init__(self, shedding_rate=2e4, sporulation=0.6, decay=0.15):
        self.shedding_rate = shedding_rate
        self.sporulation = sporulation
        self.decay = decay

    @partial(jax.jit, static_argnums=(0,))
    def grow_out(self, infected_frac, birds_per_m2):
        def day(load, inf):
            load = load * (1 - self.decay) + self.sporulation * self.shedding_rate * inf * birds_per_m2
            return load, load
        _, loads = jax.lax.scan(day, jnp.float32(0.0), infected_frac)
        return loads
