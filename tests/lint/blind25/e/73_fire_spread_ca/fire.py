import equinox as eqx
import jax
import jax.numpy as jnp

class FireModel(eqx.Module):
    wind: jax.Array
    moisture: jax.Array
    neighbourhood: str = eqx.field(static=True)

    def step(self, burning, fuel):
        if self.neighbourhood == "moore":
            k = jnp.array([[1., 1., 1.], [1., 0., 1.], [1., 1., 1.]])
        else:
            k = jnp.array([[0., 1., 0.], [1., 0., 1.], [0., 1., 0.]])
        nb = jax.scipy.signal.convolve2d(burning, k, mode="same")
        p = 1 - jnp.exp(-0.3 * nb * (1 + self.wind) * (1 - self.moisture))
        return jnp.where(fuel > 0, jnp.maximum(burning, (p > 0.5).astype(jnp.float32)), 0.0)

@eqx.filter_jit
def spread_fire(model, burning, fuel):
    for _ in range(5):
        burning = model.step(burning, fuel)
    return burning
