import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np

from model import GRUForecaster


@eqx.filter_jit
def train_step(model, windows, targets):
    def loss_fn(m):
        preds = jax.vmap(m)(windows)
        return jnp.mean((preds - targets) ** 2)

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates = jax.tree_util.tree_map(lambda g: -1e-2 * g, grads)
    model = eqx.apply_updates(model, updates)
    model = eqx.tree_at(lambda m: m.steps_seen, model, model.steps_seen + 1)
    return model, loss


def make_windows(series, width):
    idx = np.arange(len(series) - width)
    return series[idx[:, None] + np.arange(width)], series[idx + width]


series = np.sin(np.linspace(0, 12, 80)).astype(np.float32)
windows, targets = make_windows(series, 10)
model = GRUForecaster(8, jax.random.PRNGKey(0))
for epoch in range(5):
    model, loss = train_step(model, jnp.asarray(windows), jnp.asarray(targets))
print(model.steps_seen, float(loss))
