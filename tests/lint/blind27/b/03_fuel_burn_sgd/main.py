import jax
import jax.numpy as jnp
import numpy as np
from config import BASE_LR, DECAY, EPOCHS

# Fuel flow (kg/h) vs. mass, altitude, Mach for cruise segments
rng = np.random.default_rng(3)
mass = rng.uniform(55, 78, 512)
alt = rng.uniform(30, 41, 512)
mach = rng.uniform(0.74, 0.82, 512)
X = jnp.asarray(np.stack([mass / 70, alt / 35, mach / 0.78], 1), dtype=jnp.float32)
fuel = jnp.asarray(2400 * (mass / 70) ** 1.2 * (35 / alt) ** 0.3 + rng.normal(0, 30, 512), dtype=jnp.float32) / 1000


@jax.jit
def fuel_sgd_step(theta, x, y, lr):
    def mse(t):
        return jnp.mean((x @ t[:3] + t[3] - y) ** 2)
    g = jax.grad(mse)(theta)
    return theta - lr * g


theta = jnp.zeros(4)
lr = BASE_LR
for epoch in range(EPOCHS):
    for i in range(0, 512, 128):
        theta = fuel_sgd_step(theta, X[i:i + 128], fuel[i:i + 128], lr)
    lr = lr * DECAY
print("coefficients", np.round(np.asarray(theta), 3))
