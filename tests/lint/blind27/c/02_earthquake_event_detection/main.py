import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn

from loader import WindowLoader


class Detector(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.Conv(8, (7,))(x)
        x = nn.relu(x)
        x = nn.max_pool(x, (4,), (4,))
        x = nn.Conv(16, (5,))(x)
        x = nn.relu(x).mean(axis=1)
        return nn.Dense(1)(x)[:, 0]


model = Detector()
tx = optax.adamw(3e-3)


@jax.jit
def update(params, opt_state, x, y, valid):
    def loss_fn(p):
        logits = model.apply(p, x)
        per = optax.sigmoid_binary_cross_entropy(logits, y)
        return (per * valid).sum() / valid.sum()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


rng = np.random.default_rng(1)
windows = rng.normal(size=(90, 200, 3)).astype(np.float32)
labels = (rng.random(90) > 0.5).astype(np.float32)
windows[labels == 1, 100:140] *= 4.0

params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 200, 3)))
opt_state = tx.init(params)
loader = WindowLoader(windows, labels, batch_size=32)
for epoch in range(3):
    for x, y, valid in loader:
        params, opt_state, loss = update(params, opt_state, x, y, valid)
    print(epoch, float(loss))
