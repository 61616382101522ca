import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import GRFEstimator
from optim import schedule, tx

rng = np.random.default_rng(63)
X = rng.normal(size=(240, 9)).astype(np.float32)  # 3 IMUs x 3-axis accel at the shank, thigh, pelvis
Y = (X[:, :3] * 2.0 + X[:, 3:6] * 0.5).astype(np.float32)  # 3D GRF (BW)
net = GRFEstimator()
params = net.init(jax.random.PRNGKey(0), X[:1])
opt_state = tx.init(params)


@jax.jit
def grf_step(params, opt_state, x, y):
    l, g = jax.value_and_grad(lambda p: jnp.mean((net.apply(p, x) - y) ** 2))(params)
    u, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, u), opt_state, l


step = 0
for epoch in range(5):
    for i in range(0, 240, 20):
        params, opt_state, l = grf_step(params, opt_state, X[i:i + 20], Y[i:i + 20])
        step += 1
    print(epoch, "lr", float(schedule(step)), "loss", float(l))
