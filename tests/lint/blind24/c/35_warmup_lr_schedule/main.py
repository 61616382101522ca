import numpy as np
import jax
import jax.numpy as jnp
from schedule import learning_rate


@jax.jit
def salary_band_step(W, x, band, lr):
    def loss(W):
        logits = x @ W
        return -jnp.mean(jax.nn.log_softmax(logits)[jnp.arange(x.shape[0]), band])
    l, g = jax.value_and_grad(loss)(W)
    return W - lr * g, l


rng = np.random.default_rng(12)
X = rng.normal(size=(400, 10)).astype(np.float32)
band = np.digitize(X[:, 0] + X[:, 1], [-1.0, 0.0, 1.0]).astype(np.int32)
W = jnp.zeros((10, 4))
step = 0
for epoch in range(3):
    for i in range(0, 400, 80):
        W, l = salary_band_step(W, X[i:i + 80], band[i:i + 80], learning_rate(step))
        step += 1
    print(epoch, float(l))
