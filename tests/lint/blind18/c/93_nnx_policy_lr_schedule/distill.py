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
    def __init__(self, seed=0, base_lr=3e-3, decay=0.5, steps_per_epoch=3):
        self.model = PolicyHead(nnx.Rngs(seed))
        schedule = optax.exponential_decay(base_lr, transition_steps=steps_per_epoch,
                                           decay_rate=decay, staircase=True)
        self.optimizer = nnx.Optimizer(self.model, optax.adam(schedule), wrt=nnx.Param)
        self.epoch = 0

    def start_epoch(self, epoch):
        self.epoch = epoch

    def step(self, boards, search_policy):
        return distill_step(self.model, self.optimizer, boards, search_policy)
