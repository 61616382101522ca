import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from model import AttendanceRisk
from school import classrooms

rng = np.random.default_rng(1)
X = rng.poisson(3, (128, 10)).astype(np.float32)
y = (X[:, -3:].sum(1) > 10).astype(np.float32)

model = AttendanceRisk(10, nnx.Rngs(0))
opt = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)


@nnx.jit
def risk_step(model, opt, x, y):
    loss, g = nnx.value_and_grad(lambda m: optax.sigmoid_binary_cross_entropy(m(x), y).mean())(model)
    opt.update(model, g)
    return loss


@nnx.jit
def classroom_risk(model, x):
    return nnx.sigmoid(model(x))


for epoch in range(20):
    loss = risk_step(model, opt, X, y)
for name, absences in classrooms().items():
    risk = classroom_risk(model, absences)
    print(name, "students flagged:", int(jnp.sum(risk > 0.5)), "of", absences.shape[0])
