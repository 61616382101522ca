import numpy as np
import jax
import optax
from model import init, bcs_loss_and_grad

# 3D camera body-condition class (thin / ideal / over-conditioned) from depth-image descriptors
rng = np.random.default_rng(24)
x = rng.normal(size=(96, 6)).astype(np.float32)
y = np.digitize(x[:, 0] + 0.3 * x[:, 1], [-0.5, 0.5]).astype(np.int32)
x_val = rng.normal(size=(96, 6)).astype(np.float32)
y_val = np.digitize(x_val[:, 0] + 0.3 * x_val[:, 1], [-0.5, 0.5]).astype(np.int32)
params = init(jax.random.PRNGKey(3))
opt = optax.sgd(0.1)
opt_state = opt.init(params)
key = jax.random.PRNGKey(4)

for epoch in range(5):
    key, sub = jax.random.split(key)
    loss, _, g = bcs_loss_and_grad(params, x, y, sub, training=True)
    upd, opt_state = opt.update(g, opt_state)
    params = optax.apply_updates(params, upd)
    val_loss, val_acc, _ = bcs_loss_and_grad(params, x_val, y_val, sub, training=False)
    print(epoch, float(loss), float(val_loss), float(val_acc))
