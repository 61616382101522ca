import numpy as np
import jax
import jax.numpy as jnp

from callbacks import TrendLogger


@jax.jit
def match_step(w, a, b, target):
    def loss(w):
        s = jnp.sum((a @ w) * (b @ w), -1)
        return jnp.mean((jax.nn.sigmoid(s) - target) ** 2)
    l, g = jax.value_and_grad(loss)(w)
    return w - 0.5 * g, l


rng = np.random.default_rng(0)
a = rng.normal(size=(64, 10)).astype(np.float32)
b = rng.normal(size=(64, 10)).astype(np.float32)
target = (np.sum(a * b, 1) > 0).astype(np.float32)
w = jnp.eye(10)
logger = TrendLogger()
for epoch in range(6):
    w, l = match_step(w, a, b, target)
    logger.on_epoch_end(epoch, float(l))
