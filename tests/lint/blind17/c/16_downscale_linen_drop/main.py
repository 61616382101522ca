import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax.training import train_state

from data import PatchDataset, batches
from model import Downscaler


@jax.jit
def train_step(state, coarse, fine):
    def loss_fn(params):
        pred = state.apply_fn({"params": params}, coarse)
        return jnp.mean((pred - fine) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


ds = PatchDataset()
model = Downscaler()
params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 8, 8, 1)))["params"]
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(1e-3))

rng = np.random.default_rng(1)
for epoch in range(3):
    losses = []
    for coarse, fine in batches(ds, batch_size=16, rng=rng):
        state, loss = train_step(state, coarse, fine)
        losses.append(float(loss))
    print(epoch, np.mean(losses))
