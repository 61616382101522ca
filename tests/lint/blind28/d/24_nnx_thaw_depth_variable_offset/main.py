import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from model import ThawDepthNet


@nnx.jit
def calm_step(model, optimizer, x, alt):
    def loss_fn(m):
        return jnp.mean(jnp.abs(m(x) - alt))
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


rng = np.random.default_rng(3)
model = ThawDepthNet(nnx.Rngs(1))
optimizer = nnx.Optimizer(model, optax.adam(2e-3), wrt=nnx.Param)
# CALM grid years with reanalysis warming anomaly in thawing-degree-day units (scaled)
for year, anomaly in zip(range(2015, 2021), [0.05, 0.12, -0.03, 0.2, 0.31, 0.18]):
    x = rng.normal(0, 1, (80, 3)).astype(np.float32)
    alt = (0.6 + 0.15 * (x[:, 0] + anomaly) - 0.05 * x[:, 2]).astype(np.float32)
    model.warming.value = jnp.asarray(anomaly, jnp.float32)
    for it in range(8):
        loss = calm_step(model, optimizer, jnp.asarray(x), jnp.asarray(alt))
    print(year, "mae", round(float(loss), 4))
