import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
from losses import pinball_loss
from train import quantile_step

rng = np.random.default_rng(0)
x = jnp.asarray(rng.normal(size=(64, 10)).astype(np.float32))
y = jnp.asarray(rng.uniform(0, 1, size=64).astype(np.float32))
model = eqx.nn.MLP(10, "scalar", 16, depth=1, key=jax.random.PRNGKey(0))
for epoch in range(4):
    model, l = quantile_step(model, x, y, pinball_loss)
    print(epoch, float(l))
