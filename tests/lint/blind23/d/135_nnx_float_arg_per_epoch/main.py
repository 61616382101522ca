import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from model import PersistenceModel


@nnx.jit
def persistence_step(model, optimizer, x, y, l2):
    def loss_fn(m):
        params = nnx.state(m, nnx.Param)
        reg = sum(jnp.sum(p ** 2) for p in jax.tree_util.tree_leaves(params))
        return optax.sigmoid_binary_cross_entropy(m(x), y).mean() + l2 * reg
    loss, g = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, g)
    return loss


rng = np.random.default_rng(0)
X = rng.normal(size=(128, 9)).astype(np.float32)
y = (X[:, 0] + 0.5 * X[:, 4] > 0).astype(np.float32)  # re-enrolled next semester
model = PersistenceModel(9, nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)
for epoch in range(5):
    l2 = 1e-3 * 0.5 ** epoch
    loss = persistence_step(model, optimizer, X, y, l2)
    print(epoch, l2, float(loss))
