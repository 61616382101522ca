import jax
import jax.numpy as jnp
import numpy as np
import optax

from mining import HardExampleBuffer

rng = np.random.default_rng(0)
X = rng.normal(size=(320, 6)).astype(np.float32)
y = (np.sin(3 * X[:, 0]) + X[:, 1] > 0).astype(np.int32)

tx = optax.adam(1e-2)
k1, k2 = jax.random.split(jax.random.PRNGKey(0))
params = {"w1": jax.random.normal(k1, (6, 32)) * 0.3, "w2": jax.random.normal(k2, (32, 2)) * 0.3}
opt_state = tx.init(params)


@jax.jit
def train_step(params, opt_state, xb, yb):
    def loss_fn(p):
        logits = jnp.tanh(xb @ p["w1"]) @ p["w2"]
        per_ex = optax.softmax_cross_entropy_with_integer_labels(logits, yb)
        return per_ex.mean(), per_ex

    (loss, per_ex), g = jax.value_and_grad(loss_fn, has_aux=True)(params)
    updates, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss, per_ex


buffer = HardExampleBuffer()
for epoch in range(3):
    for i in range(0, 320, 32):
        xb, yb = buffer.augment(X[i:i + 32], y[i:i + 32])
        params, opt_state, loss, per_ex = train_step(params, opt_state, xb, yb)
        buffer.push(xb, yb, np.asarray(per_ex))
    print(f"epoch {epoch} loss {float(loss):.4f}")
