import jax
import jax.numpy as jnp
import numpy as np
import optax

from callbacks import OrbitPreview, ValidationRenderer
from renderer import field, render

NEAR, FAR = 2.0, 6.0
RAYS = 64

rng = np.random.default_rng(0)


def rays(n):
    o = rng.normal(size=(n, 3)).astype(np.float32)
    d = rng.normal(size=(n, 3)).astype(np.float32)
    return o, d / np.linalg.norm(d, axis=-1, keepdims=True), rng.uniform(size=(n, 3)).astype(np.float32)


params = field.init(jax.random.PRNGKey(0), jnp.zeros((1, 3)))
tx = optax.adam(1e-3)
opt_state = tx.init(params)


@jax.jit
def train_step(params, opt_state, o, d, c):
    loss, grads = jax.value_and_grad(lambda p: jnp.mean((render(p, o, d, NEAR, FAR) - c) ** 2))(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


val_o, val_d, val_c = rays(RAYS)
callbacks = [ValidationRenderer(val_o, val_d, val_c, near=NEAR, far=FAR),
             OrbitPreview(val_o, val_d, NEAR, FAR)]
for step in range(6):
    o, d, c = rays(RAYS)
    params, opt_state, loss = train_step(params, opt_state, o, d, c)
    for cb in callbacks:
        cb.maybe_run(step, params)
