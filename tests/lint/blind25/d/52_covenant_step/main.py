import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
from model import ClauseNet
from train import opt, covenant_step

rng = np.random.default_rng(0)
x = jnp.asarray(rng.normal(size=(64, 32)).astype(np.float32))
y = jnp.asarray(rng.integers(0, 4, size=64))
model = ClauseNet(jax.random.PRNGKey(1))
opt_state = opt.init(eqx.filter(model, eqx.is_array))
key = jax.random.PRNGKey(0)
for epoch in range(4):
    key, sub = jax.random.split(key)
    model, opt_state, loss = covenant_step(model, opt_state, x, y, sub)
    print(epoch, float(loss))
