import jax
import jax.numpy as jnp
import optax

from utils import balanced_class_weights, load_data

N_CLASSES = 5
BATCH = 24

X, y = load_data(n_classes=N_CLASSES)
params = {"w": jnp.zeros((X.shape[1], N_CLASSES)), "b": jnp.zeros(N_CLASSES)}
tx = optax.adamw(3e-3)
opt_state = tx.init(params)


@jax.jit
def train_step(params, opt_state, xb, yb, class_weights):
    def loss_fn(p):
        logits = xb @ p["w"] + p["b"]
        ce = optax.softmax_cross_entropy_with_integer_labels(logits, yb)
        return jnp.mean(ce * class_weights[yb])

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


for epoch in range(3):
    for i in range(0, len(X), BATCH):
        xb, yb = X[i:i + BATCH], y[i:i + BATCH]
        cw = balanced_class_weights(yb, N_CLASSES)
        params, opt_state, loss = train_step(params, opt_state, xb, yb, cw)
    print(f"epoch {epoch} loss {float(loss):.4f}")
