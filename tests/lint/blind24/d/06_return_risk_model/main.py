import jax.numpy as jnp
import optax
from flax import nnx

from data import make_orders, batches


class ReturnRisk(nnx.Module):
    def __init__(self, rngs):
        self.l1 = nnx.Linear(5, 16, rngs=rngs)
        self.l2 = nnx.Linear(16, 1, rngs=rngs)

    def __call__(self, x):
        return self.l2(nnx.relu(self.l1(x)))[:, 0]


model = ReturnRisk(nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adam(3e-3), wrt=nnx.Param)


@nnx.jit
def train_step(model, optimizer, xb, yb, mask):
    def loss_fn(m):
        l = optax.sigmoid_binary_cross_entropy(m(xb), yb)
        return jnp.sum(l * mask) / jnp.sum(mask)
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


x, y = make_orders()
for epoch in range(4):
    for xb, yb, mask in batches(x, y, 64):
        loss = train_step(model, optimizer, xb, yb, mask)
    print("epoch", epoch, float(loss))
