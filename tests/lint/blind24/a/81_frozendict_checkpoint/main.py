import os
import tempfile
import numpy as np
import jax
import jax.numpy as jnp
import optax
from model import PneumoniaScoreNet
from checkpoint import save, restore

net = PneumoniaScoreNet()
tx = optax.sgd(0.05)


@jax.jit
def lus_step(params, x, y):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((net.apply(p, x) - y) ** 2))(params)
    return jax.tree_util.tree_map(lambda p, gi: p - 0.05 * gi, params, g), loss


rng = np.random.default_rng(64)
x = rng.integers(0, 4, (96, 6)).astype(np.float32)
y = (x.sum(1) / 6.0).astype(np.float32)
params = net.init(jax.random.PRNGKey(0), x[:1])
ckpt = os.path.join(tempfile.mkdtemp(), "lus.pkl")
for epoch in range(6):
    params, loss = lus_step(params, x, y)
    if epoch == 2:
        save(jax.device_get(params), ckpt)
        params = restore(ckpt)
    print(epoch, float(loss))
