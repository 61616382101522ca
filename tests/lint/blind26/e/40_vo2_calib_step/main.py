import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def vo2_calib_step(theta, hr, vo2, epoch):
    def loss(t):
        return jnp.mean((t[0] + t[1] * hr - vo2) ** 2)
    l, g = jax.value_and_grad(loss)(theta)
    lr = jnp.where(epoch < 3, 1e-5, 5e-6)
    return theta - lr * g, l


rng = np.random.default_rng(20)
hr = rng.uniform(90, 190, 300).astype(np.float32)
vo2 = (0.35 * hr - 20 + rng.normal(0, 2, 300)).astype(np.float32)

theta = jnp.array([0.0, 0.2])
for epoch in range(6):
    for i in range(0, 300, 100):
        theta, l = vo2_calib_step(theta, hr[i:i + 100], vo2[i:i + 100], epoch)
    print(epoch, float(l))
