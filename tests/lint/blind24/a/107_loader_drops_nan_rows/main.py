import jax
import jax.numpy as jnp
from loader import WeighbridgeLoader


@jax.jit
def weight_model_step(theta, x, y):
    def loss(t):
        return jnp.mean((x @ t[:4] + t[4] - (y - 450.0) / 10.0) ** 2)
    l, g = jax.value_and_grad(loss)(theta)
    return theta - 0.1 * g, l


theta = jnp.zeros(5)
for epoch in range(3):
    for x, y in WeighbridgeLoader():
        theta, l = weight_model_step(theta, x, y)
    print(epoch, float(l))
