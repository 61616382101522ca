import numpy as np
import jax
import jax.numpy as jnp
from checkpoint import InMemoryCheckpoint


@jax.jit
def dog_weight_step(params, x, y):
    def loss(p):
        return jnp.mean((x @ p["w"] + p["b"] - y) ** 2)
    l, g = jax.value_and_grad(loss)(params)
    return {k: params[k] - 0.1 * g[k] for k in params}, l


# canine ideal body weight from breed-size class, height, neck and chest girth (standardised)
rng = np.random.default_rng(65)
x = rng.normal(size=(120, 4)).astype(np.float32)
y = (x @ np.array([0.4, 0.8, 0.2, 0.5]) + 1.0).astype(np.float32)
params = {"w": jnp.zeros(4, jnp.float32), "b": jnp.zeros((), jnp.float32)}
ckpt = InMemoryCheckpoint()
for epoch in range(8):
    params, l = dog_weight_step(params, x, y)
    if epoch % 3 == 0:
        ckpt.save(params)
    if epoch == 5:
        params = ckpt.restore()
    print(epoch, float(l))
