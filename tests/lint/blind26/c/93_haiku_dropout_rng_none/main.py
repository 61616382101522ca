import numpy as np
import jax
from net import net, lid_loss, lid_sgd

# spoken language ID over 6 languages from utterance-level phonotactic embeddings
rng = np.random.default_rng(93)
y = rng.integers(0, 6, 384).astype(np.int32)
x = (rng.normal(size=(6, 30))[y] + rng.normal(size=(384, 30))).astype(np.float32)
key = jax.random.PRNGKey(0)
params = net.init(key, x[:1])
for epoch in range(3):
    for i in range(0, 320, 64):
        key, sub = jax.random.split(key)
        params = lid_sgd(params, sub, x[i:i + 64], y[i:i + 64])
        train_loss = lid_loss(params, sub, x[i:i + 64], y[i:i + 64])
    dev_loss = lid_loss(params, None, x[320:], y[320:])
    print(epoch, float(train_loss), float(dev_loss))
