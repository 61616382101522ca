import jax
import jax.numpy as jnp
import optax

from dataset import BATCH, get_batch, load_to_device

X, y = load_to_device()
n_batches = X.shape[0] // BATCH
tx = optax.sgd(0.2)
params = {"w": jnp.zeros(X.shape[1]), "b": jnp.zeros(())}
opt_state = tx.init(params)


@jax.jit
def train_step(params, opt_state, xb, yb):
    loss, g = jax.value_and_grad(
        lambda p: optax.sigmoid_binary_cross_entropy(xb @ p["w"] + p["b"], yb).mean())(params)
    updates, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


for epoch in range(3):
    for i in range(n_batches):
        xb, yb = get_batch(X, y, i)
        params, opt_state, loss = train_step(params, opt_state, xb, yb)
    print(f"epoch {epoch} loss {float(loss):.4f}")
