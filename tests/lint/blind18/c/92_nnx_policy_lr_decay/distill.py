import optax
from flax import nnx

from model import PolicyHead


@nnx.jit
def distill_step(model, optimizer, boards, search_policy):
    def loss_fn(m):
        return optax.softmax_cross_entropy(m(boards), search_policy).mean()
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


class Distiller:
    def __init__(self, seed=0, base_lr=3e-3, decay=0.5):
        self.model = PolicyHead(nnx.Rngs(seed))
        self.base_lr = base_lr
        self.decay = decay

    def start_epoch(self, epoch):
        lr = self.base_lr * self.decay ** epoch
        self.optimizer = nnx.Optimizer(self.model, optax.adam(lr), wrt=nnx.Param)

    def step(self, boards, search_policy):
        return distill_step(self.model, self.optimizer, boards, search_policy)
