import numpy as np
import jax
from net import net, lid_eval, lid_update

TRAIN_DROP, EVAL_DROP = 0.3, 0.0
rng = np.random.default_rng(94)
y = rng.integers(0, 6, 384).astype(np.int32)
x = (rng.normal(size=(6, 30))[y] + rng.normal(size=(384, 30))).astype(np.float32)
key = jax.random.PRNGKey(0)
params = net.init(key, x[:1], TRAIN_DROP)
for epoch in range(3):
    for i in range(0, 320, 64):
        key, sub = jax.random.split(key)
        params = lid_update(params, sub, x[i:i + 64], y[i:i + 64], TRAIN_DROP)
        train_loss = lid_eval(params, sub, x[i:i + 64], y[i:i + 64], TRAIN_DROP)
    dev_loss = lid_eval(params, key, x[320:], y[320:], EVAL_DROP)
    print(epoch, float(train_loss), float(dev_loss))
