import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from evaluation import PSNRCallback, pixel_rays
from field import RadianceField, composite

rng = np.random.default_rng(0)
test_views = [
    {"image": rng.uniform(size=(h, w, 3)).astype(np.float32), "focal": 1.2 * w}
    for h, w in [(16, 16), (8, 8), (12, 16), (16, 16), (6, 8)]
]
evaluate = PSNRCallback(test_views)

field = RadianceField(jax.random.PRNGKey(0))
optim = optax.adam(1e-3)
opt_state = optim.init(eqx.filter(field, eqx.is_array))


@eqx.filter_jit
def train_step(field, opt_state, origins, dirs, target):
    def loss_fn(f):
        return jnp.mean((composite(f, origins, dirs) - target) ** 2)

    loss, grads = eqx.filter_value_and_grad(loss_fn)(field)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(field, eqx.is_array))
    return eqx.apply_updates(field, updates), opt_state, loss


train_origins, train_dirs = pixel_rays(16, 16, 19.2)
train_rgb = rng.uniform(size=(256, 3)).astype(np.float32)
for step in range(1, 7):
    sel = rng.choice(256, size=64, replace=False)
    field, opt_state, loss = train_step(field, opt_state, train_origins[sel], train_dirs[sel], train_rgb[sel])
    if step % 3 == 0:
        evaluate(step, field)
