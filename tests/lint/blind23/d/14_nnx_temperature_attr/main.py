import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from model import ItemSelector

N_SKILLS, N_ITEMS = 8, 20
rng = np.random.default_rng(0)
skills = rng.normal(size=(64, N_SKILLS)).astype(np.float32)
best_item = rng.integers(0, N_ITEMS, 64).astype(np.int32)

model = ItemSelector(N_SKILLS, N_ITEMS, nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)


@nnx.jit
def policy_step(model, optimizer, x, y):
    def loss_fn(m):
        return optax.softmax_cross_entropy_with_integer_labels(m(x), y).mean()
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


for epoch in range(5):
    model.temperature = max(0.5, 2.0 * 0.7 ** epoch)
    loss = policy_step(model, optimizer, skills, best_item)
    print(epoch, round(model.temperature, 3), float(loss))
