import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
from train import fit_step

rng = np.random.default_rng(0)
x = jnp.asarray(rng.normal(size=(64, 10)).astype(np.float32))
y = jnp.asarray(rng.uniform(0, 1, size=64).astype(np.float32))
model = eqx.nn.MLP(10, "scalar", 16, depth=1, key=jax.random.PRNGKey(0))
for epoch in range(4):
    delta = 0.5
    huber = lambda pred, target: jnp.mean(jnp.where(jnp.abs(pred - target) < delta,
                                                     0.5 * (pred - target) ** 2,
                                                     delta * (jnp.abs(pred - target) - 0.5 * delta)))
    model, l = fit_step(model, x, y, huber)
    print(epoch, float(l))
