import optax
from flax import nnx

from flow import nll


@nnx.jit
def train_step(model, optimizer, batch):
    loss, grads = nnx.value_and_grad(nll)(model, batch)
    optimizer.update(model, grads)
    return loss


class Trainer:
    def __init__(self, model, lr=1e-3):
        self.model = model
        self.optimizer = nnx.Optimizer(model, optax.adam(lr), wrt=nnx.Param)

    def step(self, batch):
        return train_step(self.model, self.optimizer, batch)
