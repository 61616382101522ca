import equinox as eqx
import jax
import jax.numpy as jnp
import optax

from data import batches, weekly_windows
from model import Forecaster, mse

optimizer = optax.inject_hyperparams(optax.adam)(learning_rate=1e-2)


@eqx.filter_jit
def step(model, opt_state, xb, yb):
    loss, grads = eqx.filter_value_and_grad(mse)(model, xb, yb)
    updates, opt_state = optimizer.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss


def train_epoch(model, opt_state, learning_rate, x, y):
    opt_state.hyperparams["learning_rate"] = jnp.asarray(learning_rate, dtype=jnp.float32)
    for xb, yb in batches(x, y, 13):
        model, opt_state, loss = step(model, opt_state, xb, yb)
    return model, opt_state, loss


if __name__ == "__main__":
    x, y = weekly_windows()
    model = Forecaster(x.shape[1], jax.random.PRNGKey(0))
    opt_state = optimizer.init(eqx.filter(model, eqx.is_array))
    for epoch in range(5):
        lr = 1e-2 * 0.7 ** epoch
        model, opt_state, loss = train_epoch(model, opt_state, lr, x, y)
        print(f"epoch {epoch} lr={lr:.4f} loss={float(loss):.4f}")
