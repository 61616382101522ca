import jax
import jax.numpy as jnp
import numpy as np

from metrics import get_f1

N_CLASSES = 4
rng = np.random.default_rng(0)
X = rng.normal(size=(320, 6)).astype(np.float32)
y = (np.abs(X[:, 0]) * 2).astype(np.int32).clip(0, 3)


@jax.jit
def train_epoch(W, X, y):
    def loss(W):
        logp = jax.nn.log_softmax(X @ W)
        return -jnp.take_along_axis(logp, y[:, None], 1).mean()

    for _ in range(10):
        W = W - 0.5 * jax.grad(loss)(W)
    return W


W = jnp.zeros((6, N_CLASSES))
for epoch in range(3):
    W = train_epoch(W, X, y)
    preds = jnp.argmax(X @ W, -1)
    report = {avg: float(get_f1(N_CLASSES, avg)(preds, y)) for avg in ("macro", "micro")}
    print(f"epoch {epoch}", report)
