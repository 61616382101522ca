import functools

import jax
import jax.numpy as jnp
import numpy as np
import optax

from config import get_config

ACTIVATIONS = {"relu": jax.nn.relu, "gelu": jax.nn.gelu}

rng = np.random.default_rng(0)
X = rng.normal(size=(200, 8)).astype(np.float32)
y = rng.integers(0, 4, 200).astype(np.int32)

cfg0 = get_config()
k1, k2 = jax.random.split(jax.random.PRNGKey(0))
params = {"w1": jax.random.normal(k1, (8, cfg0.hidden)) * 0.2,
          "w2": jax.random.normal(k2, (cfg0.hidden, 4)) * 0.2}
tx = optax.sgd(0.1)
opt_state = tx.init(params)


@functools.partial(jax.jit, static_argnums=(4,))
def train_step(params, opt_state, xb, yb, cfg):
    act = ACTIVATIONS[cfg.activation]

    def loss_fn(p):
        logits = act(xb @ p["w1"]) @ p["w2"]
        labels = optax.smooth_labels(jax.nn.one_hot(yb, 4), cfg.label_smoothing)
        return optax.softmax_cross_entropy(logits, labels).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


for epoch in range(3):
    for i in range(0, 200, 40):
        params, opt_state, loss = train_step(params, opt_state, X[i:i + 40], y[i:i + 40], get_config())
    print(f"epoch {epoch} loss {float(loss):.4f}")
