import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from school import classrooms


class AbsenceRisk(nnx.Module):
    def __init__(self, d_in, rngs):
        self.l1 = nnx.Linear(d_in, 16, rngs=rngs)
        self.l2 = nnx.Linear(16, 1, rngs=rngs)

    def __call__(self, x):
        return self.l2(nnx.relu(self.l1(x)))[:, 0]


@nnx.jit
def absence_fit(model, opt, x, y):
    loss, g = nnx.value_and_grad(lambda m: optax.sigmoid_binary_cross_entropy(m(x), y).mean())(model)
    opt.update(model, g)
    return loss


@nnx.jit
def room_flags(model, x):
    return nnx.sigmoid(model(x)) > 0.5


rng = np.random.default_rng(1)
X = rng.poisson(3, (128, 10)).astype(np.float32)
y = (X[:, -3:].sum(1) > 10).astype(np.float32)
model = AbsenceRisk(10, nnx.Rngs(0))
opt = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)
for epoch in range(20):
    absence_fit(model, opt, X, y)
for name, padded, size in classrooms():
    flags = np.asarray(room_flags(model, padded))[:size]
    print(name, "students flagged:", int(flags.sum()), "of", size)
