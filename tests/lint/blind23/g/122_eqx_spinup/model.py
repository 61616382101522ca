import equinox as eqx
import jax
import jax.numpy as jnp


class SoilBucket(eqx.Module):
    capacity: jax.Array
    k: jax.Array

    def run(self, rain, pet, s0):
        def step(s, x):
            p, e = x
            s = s + p - e * s / self.capacity
            over = jnp.maximum(s - self.capacity, 0.0)
            s = s - over
            q = self.k * s + over
            return s - self.k * s, q

        return jax.lax.scan(step, s0, (rain, pet))
