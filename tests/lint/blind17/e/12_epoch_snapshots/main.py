import jax
import jax.numpy as jnp
import numpy as np

from snapshots import SnapshotEnsemble, mlp

rng = np.random.default_rng(0)
X = rng.uniform(-2, 2, size=(256, 2)).astype(np.float32)
y = np.sin(X[:, 0]) * np.cos(X[:, 1]).astype(np.float32)
X_val = rng.uniform(-2, 2, size=(64, 2)).astype(np.float32)
y_val = (np.sin(X_val[:, 0]) * np.cos(X_val[:, 1])).astype(np.float32)

k1, k2 = jax.random.split(jax.random.PRNGKey(0))
params = {"w1": jax.random.normal(k1, (2, 32)), "b1": jnp.zeros(32), "w2": jax.random.normal(k2, (32, 1)) * 0.1}


@jax.jit
def sgd_epoch(params, X, y, lr):
    def body(p, _):
        g = jax.grad(lambda p: jnp.mean((mlp(p, X) - y) ** 2))(p)
        return jax.tree_util.tree_map(lambda a, b: a - lr * b, p, g), None

    params, _ = jax.lax.scan(body, params, None, length=20)
    return params


ens = SnapshotEnsemble()
for epoch in range(5):
    lr = 0.1 if epoch % 2 == 0 else 0.02
    params = sgd_epoch(params, X, y, lr)
    ens.add(params)
    mse = float(jnp.mean((ens.predict(X_val) - y_val) ** 2))
    print(f"epoch {epoch}: {len(ens.snapshots)} snapshots, val mse {mse:.4f}")
