import jax
import jax.numpy as jnp
import numpy as np
from model import loss_and_grad

rng = np.random.default_rng(0)
X = rng.normal(size=(400, 6)).astype(np.float32)
logp = (12.0 + X @ rng.normal(0, 0.2, 6)).astype(np.float32)
params = {"alpha": jnp.zeros(()), "beta": jnp.zeros(6)}
for step in range(25):
    loss, grads = loss_and_grad(params, X, logp)
    params = jax.tree_util.tree_map(lambda p, g: p - 0.1 * g, params, grads)
print(float(loss))
