import jax
import jax.numpy as jnp
import numpy as np

WARMUP_EPOCHS = 2
WEIGHT_DECAY = 1e-3

rng = np.random.default_rng(7)
X = rng.normal(size=(200, 20)).astype(np.float32)
w_true = np.zeros(20, np.float32)
w_true[:4] = [2.0, -1.0, 0.5, 3.0]
y = X @ w_true + rng.normal(scale=0.2, size=200).astype(np.float32)


@jax.jit
def gd_step(w, X, y, l2):
    def objective(w):
        return jnp.mean((X @ w - y) ** 2) + l2 * jnp.sum(w ** 2)

    loss, g = jax.value_and_grad(objective)(w)
    return w - 0.05 * g, loss


def l2_for_epoch(epoch):
    return 0.0 if epoch < WARMUP_EPOCHS else WEIGHT_DECAY


w = jnp.zeros(20)
for epoch in range(5):
    l2 = l2_for_epoch(epoch)
    for _ in range(10):
        w, loss = gd_step(w, X, y, l2)
    print(f"epoch {epoch} l2={l2} loss {float(loss):.4f}")
