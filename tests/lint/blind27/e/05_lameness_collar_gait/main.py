import jax
import jax.numpy as jnp

from data import GaitLoader
from train import model, tx, gait_step

loader = GaitLoader()
params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 30, 3)), jnp.ones((1, 30)))
opt_state = tx.init(params)

for epoch in range(2):
    for x, mask, y in loader:
        params, opt_state, loss = gait_step(params, opt_state, x, mask, y)
    print("epoch", epoch, "loss", float(loss))
