import jax
import jax.numpy as jnp
import numpy as np
import flax.linen as nn
import optax

from renderer import DepthRenderer


class Density(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.softplus(nn.Dense(1)(nn.relu(nn.Dense(32)(x))))[..., 0]


model = Density()
tx = optax.adam(1e-3)
params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 3)))
opt_state = tx.init(params)

rng = np.random.default_rng(0)
val_o = rng.normal(size=(40, 3)).astype(np.float32)
val_d = rng.normal(size=(40, 3)).astype(np.float32)
val_depth = rng.uniform(2.0, 6.0, size=(40,)).astype(np.float32)


@jax.jit
def train_step(params, opt_state, pts, occ):
    loss, grads = jax.value_and_grad(lambda p: jnp.mean((model.apply(p, pts) - occ) ** 2))(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


renderer = DepthRenderer(model.apply)


def depth_error(params):
    pred = renderer.expected_depth(params, val_o, val_d)
    return float(jnp.mean(jnp.abs(pred - val_depth)))


for step in range(8):
    pts = rng.normal(size=(64, 3)).astype(np.float32)
    occ = (np.linalg.norm(pts, axis=-1) < 1.0).astype(np.float32)
    params, opt_state, loss = train_step(params, opt_state, pts, occ)
    if step % 2 == 1:
        print(step, float(loss), depth_error(params))
