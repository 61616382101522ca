import jax
import jax.numpy as jnp

from loader import ThermalUdderLoader


@jax.jit
def mastitis_thermal_step(w, x, y):
    feats = jnp.stack([x.mean(axis=(1, 2)) - 33.0, x.max(axis=(1, 2)) - 35.0], axis=1)

    def loss_fn(w):
        z = feats @ w
        return jnp.mean(jnp.logaddexp(0.0, z) - y * z)

    loss, g = jax.value_and_grad(loss_fn)(w)
    return w - 0.5 * g, loss


w = jnp.zeros(2)
loader = ThermalUdderLoader()
for epoch in range(3):
    for x, y in loader.batches():
        w, loss = mastitis_thermal_step(w, x, y)
    print(epoch, float(loss))
