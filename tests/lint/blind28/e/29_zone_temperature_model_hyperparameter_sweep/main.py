import numpy as np
import jax
import jax.numpy as jnp

from config import SWEEP
from train import run

rng = np.random.default_rng(0)
# next-hour zone temperature from (current temp, outdoor temp, solar, HVAC power)
x = jnp.asarray(rng.normal(size=(256, 4)), jnp.float32)
y = jnp.asarray(x @ jnp.array([[0.9], [0.1], [0.2], [-0.4]]), jnp.float32)

key = jax.random.PRNGKey(0)
h = SWEEP["hidden"]
init = {"w1": jax.random.normal(key, (4, h)) * 0.3, "b1": jnp.zeros(h), "w2": jnp.zeros((h, 1))}
for lr in SWEEP["learning_rate"]:
    print(lr, run(init, x, y, lr, SWEEP["steps"]))
