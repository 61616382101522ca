import numpy as np
import jax
import jax.numpy as jnp

from callbacks import ValidationLogger
from metrics import evaluate

rng = np.random.default_rng(0)
# 64 acoustic features per detection; 3 classes: song, call, noise
X = rng.normal(size=(192, 64)).astype(np.float32)
Y = rng.integers(0, 3, size=192).astype(np.int32)
params = {"w1": 0.1 * jax.random.normal(jax.random.PRNGKey(0), (64, 32)),
          "w2": 0.1 * jax.random.normal(jax.random.PRNGKey(1), (32, 3))}


@jax.jit
def sgd(params, x, y):
    def loss(p):
        logits = jnp.tanh(x @ p["w1"]) @ p["w2"]
        return -jnp.mean(jax.nn.log_softmax(logits)[jnp.arange(y.shape[0]), y])
    g = jax.grad(loss)(params)
    return jax.tree.map(lambda a, b: a - 0.1 * b, params, g)


logger = ValidationLogger(X[128:], Y[128:])
for step in range(20):
    params = sgd(params, X[:128][(step % 2) * 64:(step % 2 + 1) * 64], Y[:128][(step % 2) * 64:(step % 2 + 1) * 64])
    logger(step, params)
train_acc, train_nll = evaluate(params, X[64:128], Y[64:128])
print("train", float(train_acc), "val history", logger.history[-1])
