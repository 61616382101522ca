import numpy as np
import jax
from model import net, tx, run_batch

# boundary tone classification (L%, H%, LH%) from pitch/intensity summary features
rng = np.random.default_rng(60)
y = rng.integers(0, 3, 400).astype(np.int32)
x = (rng.normal(size=(3, 10))[y] + rng.normal(size=(400, 10))).astype(np.float32)
variables = net.init(jax.random.PRNGKey(0), x[:2], train=False)
params, stats = variables["params"], variables["batch_stats"]
opt_state = tx.init(params)
key = jax.random.PRNGKey(1)
for epoch in range(3):
    for i in range(0, 320, 40):
        key, sub = jax.random.split(key)
        params, stats, opt_state, loss, _ = run_batch(params, stats, opt_state, x[i:i + 40], y[i:i + 40], sub, train=True)
    _, _, _, dev_loss, acc = run_batch(params, stats, opt_state, x[320:], y[320:], key, train=False)
    print(epoch, float(dev_loss), float(acc))
