import numpy as np
import jax
import jax.numpy as jnp


def schedule(step):
    if step < 4:
        return 0.02 * (step + 1) / 4
    return np.float32(0.02) * np.float32(0.95) ** (step - 4)


@jax.jit
def sgd_step(theta, traces, depth, lr):
    def loss(t):
        return jnp.mean((traces @ t - depth) ** 2)
    return theta - lr * jax.grad(loss)(theta)


rng = np.random.default_rng(5)
traces = rng.normal(size=(128, 10)).astype(np.float32)
depth = traces @ rng.normal(size=10).astype(np.float32)
theta = jnp.zeros(10)
for step in range(30):
    lr = jnp.float32(schedule(step))
    theta = sgd_step(theta, traces, depth, lr)
print("residual", float(jnp.mean((traces @ theta - depth) ** 2)))
