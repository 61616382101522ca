import jax
import jax.numpy as jnp

CAPACITY_KWH = 13.5
EFF = 0.95


@jax.jit
def step_soc(soc, power_kw, dt_h):
    charge = jnp.where(power_kw > 0, power_kw * EFF, power_kw / EFF)
    return jnp.clip(soc + charge * dt_h / CAPACITY_KWH, 0.0, 1.0)


class Battery:
    def __init__(self, initial_soc=0.5):
        self.soc = jnp.asarray(initial_soc, dtype=jnp.float32)

    def apply(self, power_kw, dt_h=0.25):
        self.soc = step_soc(self.soc, power_kw, dt_h)
        return self.soc
