import optax
from flax import nnx

from model import Regressor, gaussian_nll

TX = optax.adam(1e-2)


@nnx.jit
def step(model, optimizer, x, y):
    loss, grads = nnx.value_and_grad(gaussian_nll)(model, x, y)
    optimizer.update(model, grads)
    return loss


def train_member(seed, x, y, n_steps=30):
    model = Regressor(nnx.Rngs(seed))
    optimizer = nnx.Optimizer(model, TX, wrt=nnx.Param)
    for _ in range(n_steps):
        loss = step(model, optimizer, x, y)
    return model, float(loss)
