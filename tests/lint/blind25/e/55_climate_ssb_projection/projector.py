import equinox as eqx
import jax
import jax.numpy as jnp

class Projector(eqx.Module):
    growth: jax.Array
    temp_effect: jax.Array

    def step(self, b, temp):
        r = self.growth * jnp.exp(self.temp_effect * (temp - 10.0))
        return b * jnp.exp(r * (1 - b / 1000.0))

@eqx.filter_jit
def projected_ssb(model, b0, temps, horizon):
    def body(b, t):
        b = model.step(b, t)
        return b, b
    _, path = jax.lax.scan(body, b0, temps)
    return path[horizon - 1]
