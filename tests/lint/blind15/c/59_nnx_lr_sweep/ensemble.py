import optax
from flax import nnx

from model import Regressor, gaussian_nll


@nnx.jit
def step(model, optimizer, x, y):
    loss, grads = nnx.value_and_grad(gaussian_nll)(model, x, y)
    optimizer.update(model, grads)
    return loss


def train_member(learning_rate, x, y, n_steps=30, seed=0):
    model = Regressor(nnx.Rngs(seed))
    optimizer = nnx.Optimizer(model, optax.adam(learning_rate), wrt=nnx.Param)
    for _ in range(n_steps):
        loss = step(model, optimizer, x, y)
    return model, float(loss)
