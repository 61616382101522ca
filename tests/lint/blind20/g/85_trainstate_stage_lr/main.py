import jax
import jax.numpy as jnp
import numpy as np
import flax.linen as nn

from stages import STAGES, enter_stage, initial_state


class Field(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.sigmoid(nn.Dense(3)(nn.relu(nn.Dense(32)(x))))


@jax.jit
def train_step(state, pts, rgb):
    loss, grads = jax.value_and_grad(lambda p: jnp.mean((state.apply_fn(p, pts) - rgb) ** 2))(state.params)
    return state.apply_gradients(grads=grads), loss


model = Field()
params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 3)))
rng = np.random.default_rng(0)
state = initial_state(model, params)
for stage in STAGES:
    state = enter_stage(state, stage)
    for it in range(3):
        pts = rng.normal(size=(64, 3)).astype(np.float32)
        rgb = rng.uniform(size=(64, 3)).astype(np.float32)
        state, loss = train_step(state, pts, rgb)
    print(stage["name"], float(loss))
