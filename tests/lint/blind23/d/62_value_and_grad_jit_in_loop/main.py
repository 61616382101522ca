import jax
import jax.numpy as jnp
import numpy as np

from losses import time_on_task_loss

rng = np.random.default_rng(0)
feats = rng.normal(size=(200, 7)).astype(np.float32)
log_minutes = (feats @ rng.normal(size=7) * 0.3 + 2.5 + 0.2 * rng.normal(size=200)).astype(np.float32)

params = {"w": jnp.zeros(7), "b": jnp.zeros(())}
for step in range(10):
    loss, grads = jax.jit(jax.value_and_grad(time_on_task_loss))(params, feats, log_minutes)
    params = jax.tree_util.tree_map(lambda p, g: p - 0.5 * g, params, grads)
    if step % 3 == 0:
        print(step, float(loss))
