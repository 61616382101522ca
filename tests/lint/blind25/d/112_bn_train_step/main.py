import jax
import numpy as np
from net import net
from steps import tx, bn_train_step, bn_eval_step

rng = np.random.default_rng(0)
x = rng.normal(size=(128, 20)).astype(np.float32)
y = rng.integers(0, 3, size=128).astype(np.int32)
params, state = net.init(jax.random.PRNGKey(0), x, True)
opt_state = tx.init(params)
for epoch in range(4):
    params, state, opt_state, loss = bn_train_step(params, state, opt_state, x, y)
    acc = bn_eval_step(params, state, x, y)
    print(epoch, float(loss), float(acc))
