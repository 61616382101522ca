import jax
import jax.numpy as jnp
import numpy as np
import optax

from stats import LabelFrequency

N_CLASSES = 3
rng = np.random.default_rng(0)
X = rng.normal(size=(300, 6)).astype(np.float32)
y = np.digitize(X[:, 0] + 0.5 * X[:, 1], [0.8, 1.6]).astype(np.int32)

tx = optax.adam(1e-2)
params = {"w": jnp.zeros((6, N_CLASSES)), "b": jnp.zeros(N_CLASSES)}
opt_state = tx.init(params)


@jax.jit
def train_step(params, opt_state, xb, yb, class_weights):
    cw = class_weights

    def loss_fn(p):
        ce = optax.softmax_cross_entropy_with_integer_labels(xb @ p["w"] + p["b"], yb)
        return jnp.sum(ce * cw[yb]) / jnp.sum(cw[yb])

    loss, g = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


freq = LabelFrequency(N_CLASSES)
for epoch in range(4):
    weights = freq.inverse_weights()
    for i in range(0, 300, 60):
        params, opt_state, loss = train_step(params, opt_state, X[i:i + 60], y[i:i + 60], class_weights=weights)
        freq.update(y[i:i + 60])
    print(f"epoch {epoch} weights {weights.tolist()} loss {float(loss):.4f}")
