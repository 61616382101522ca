import jax.numpy as jnp
from fit import simulate, loss, grad_loss

true = jnp.array([1.0, 0.5, 1.0, 0.3])
y0 = jnp.array([2.0, 1.0])
dt = jnp.float32(0.05)
data = simulate(true, y0, dt)

theta = jnp.array([0.8, 0.4, 0.9, 0.4])
for it in range(6):
    g = grad_loss(theta, y0, data, dt)
    theta = theta - 0.01 * g
    if it % 2 == 0:
        print(it, float(loss(theta, y0, data, dt=dt)))
    else:
        print(it, float(loss(theta, y0, data, dt)))
