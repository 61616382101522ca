import jax
import jax.numpy as jnp
from loader import MilkMeterLoader


@jax.jit
def yield_model_step(theta, x, y, ok):
    def loss(t):
        r = (x @ t[:4] + t[4] - (y - 30.0) / 3.0) ** 2
        return jnp.sum(r * ok) / jnp.sum(ok)
    l, g = jax.value_and_grad(loss)(theta)
    return theta - 0.1 * g, l


theta = jnp.zeros(5)
for epoch in range(3):
    for x, y, ok in MilkMeterLoader():
        theta, l = yield_model_step(theta, x, y, ok)
    print(epoch, float(l))
