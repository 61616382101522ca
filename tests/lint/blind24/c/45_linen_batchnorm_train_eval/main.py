import numpy as np
import jax
import jax.numpy as jnp
from engine import net, tenure_forward, tenure_sgd

rng = np.random.default_rng(0)
X = rng.normal(size=(384, 9)).astype(np.float32)
y = (2.0 + X[:, 0] - 0.5 * X[:, 4]).astype(np.float32)
variables = net.init(jax.random.PRNGKey(0), X[:4], train=False)
params, stats = variables["params"], variables["batch_stats"]

for epoch in range(3):
    for i in range(0, 320, 64):
        params, stats, loss = tenure_sgd(params, stats, X[i:i + 64], y[i:i + 64], 0.05)
    val_pred, _ = tenure_forward(params, stats, X[320:], train=False)
    train_pred, _ = tenure_forward(params, stats, X[256:320], train=True)
    print(epoch, float(loss), float(jnp.mean((val_pred - y[320:]) ** 2)))
