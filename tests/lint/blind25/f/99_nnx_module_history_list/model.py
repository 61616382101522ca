import jax.numpy as jnp
from flax import nnx


class DriftAwareVM(nnx.Module):
    def __init__(self, n_in, rngs):
        self.body = nnx.Linear(n_in, 16, rngs=rngs)
        self.head = nnx.Linear(16, 1, rngs=rngs)
        self.lot_history = []   # lot ids seen during online adaptation

    def __call__(self, x):
        return self.head(nnx.relu(self.body(x)))[:, 0]

    def record(self, lot_id):
        self.lot_history.append(lot_id)


@nnx.jit
def adapt(model, optimizer, x, y):
    loss, grads = nnx.value_and_grad(lambda m: jnp.mean((m(x) - y) ** 2))(model)
    optimizer.update(model, grads)
    return loss
