import jax
import jax.numpy as jnp
import numpy as np

from callbacks import ValidationCallback

rng = np.random.default_rng(3)
X = rng.normal(size=(192, 6)).astype(np.float32)
y = (np.sin(X[:, 0]) + X[:, 1] ** 2).astype(np.float32)
X_train, y_train = X[:128], y[:128]
X_val, y_val = X[128:], y[128:]


@jax.jit
def loss_fn(params, x, y):
    h = jax.nn.gelu(x @ params["w1"])
    return jnp.mean((h @ params["w2"] - y) ** 2)


@jax.jit
def sgd_update(params, xb, yb):
    g = jax.grad(loss_fn)(params, xb, yb)
    return jax.tree_util.tree_map(lambda p, g: p - 0.05 * g, params, g)

k1, k2 = jax.random.split(jax.random.PRNGKey(0))
params = {"w1": jax.random.normal(k1, (6, 32)) * 0.3, "w2": jax.random.normal(k2, (32,)) * 0.1}
callback = ValidationCallback(loss_fn, X_val, y_val)

for epoch in range(6):
    for i in range(0, 128, 64):
        xb, yb = X_train[i:i + 64], y_train[i:i + 64]
        params = sgd_update(params, xb, yb)
    train_loss = loss_fn(params, X_train[:64], y_train[:64])
    print(f"epoch {epoch} train loss {float(train_loss):.4f}")
    callback(epoch, params)
