import jax
import jax.numpy as jnp
import numpy as np
import flax.linen as nn
import optax
from flax.training import train_state

from schedule import set_learning_rate, step_decay


class PointSDF(nn.Module):
    @nn.compact
    def __call__(self, x):
        h = nn.softplus(nn.Dense(32)(x))
        h = nn.softplus(nn.Dense(32)(h))
        return nn.Dense(1)(h)[..., 0]


@jax.jit
def sdf_step(state, surface_pts, free_pts):
    def loss_fn(p):
        on = state.apply_fn(p, surface_pts)
        off = state.apply_fn(p, free_pts)
        return jnp.mean(on ** 2) + jnp.mean(jnp.exp(-10.0 * jnp.abs(off)))

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


rng = np.random.default_rng(0)
model = PointSDF()
tx = optax.inject_hyperparams(optax.adam)(learning_rate=step_decay(0))
state = train_state.TrainState.create(apply_fn=model.apply, params=model.init(jax.random.PRNGKey(0), jnp.zeros((1, 3))), tx=tx)
for epoch in range(4):
    state = set_learning_rate(state, step_decay(epoch))
    for it in range(3):
        surf = rng.normal(size=(64, 3)).astype(np.float32)
        surf /= np.linalg.norm(surf, axis=-1, keepdims=True)
        free = rng.uniform(-1.5, 1.5, size=(64, 3)).astype(np.float32)
        state, loss = sdf_step(state, surf, free)
    print(epoch, float(loss))
