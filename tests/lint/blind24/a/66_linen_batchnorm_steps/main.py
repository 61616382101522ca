import numpy as np
import jax
from steps import net, tx, cough_train_step, cough_eval_step

rng = np.random.default_rng(54)
x = rng.normal(size=(256, 20)).astype(np.float32)
y = (x[:, :4].sum(1) > 0).astype(np.int32)
variables = net.init(jax.random.PRNGKey(0), x[:2], train=False)
params, stats = variables["params"], variables["batch_stats"]
opt_state = tx.init(params)
for epoch in range(4):
    for i in range(0, 256, 64):
        params, stats, opt_state, loss = cough_train_step(params, stats, opt_state, x[i:i + 64], y[i:i + 64])
    acc = cough_eval_step(params, stats, x, y)
    print(epoch, float(loss), float(acc))
