import jax
import jax.numpy as jnp
import numpy as np
import optax

from evaluate import accuracy, forward

rng = np.random.default_rng(0)
X = rng.normal(size=(300, 8)).astype(np.float32)
y = (X[:, :2].sum(1) > X[:, 2]).astype(np.int32)
X_val = rng.normal(size=(100, 8)).astype(np.float32)
y_val = (X_val[:, :2].sum(1) > X_val[:, 2]).astype(np.int32)

keys = jax.random.split(jax.random.PRNGKey(0), 2)
params = {"w1": jax.random.normal(keys[0], (8, 32)) * 0.3, "b1": jnp.zeros(32),
          "w2": jax.random.normal(keys[1], (32, 2)) * 0.3, "b2": jnp.zeros(2)}
tx = optax.adam(1e-2)
opt_state = tx.init(params)


@jax.jit
def train_step(params, opt_state, xb, yb):
    loss, g = jax.value_and_grad(
        lambda p: optax.softmax_cross_entropy_with_integer_labels(forward(p, xb), yb).mean())(params)
    updates, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


for epoch in range(4):
    for i in range(0, 300, 50):
        params, opt_state, loss = train_step(params, opt_state, X[i:i + 50], y[i:i + 50])
    print(f"epoch {epoch} loss {float(loss):.4f} val acc {accuracy(params, X_val, y_val):.3f}")
