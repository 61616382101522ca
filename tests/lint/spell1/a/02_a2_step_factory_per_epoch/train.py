import jax
import optax

from model import loss_fn


def make_train_step(optimizer):
    @jax.jit
    def train_step(params, opt_state, x, y):
        loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
        updates, opt_state = optimizer.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    return train_step


class Trainer:
    def __init__(self, params, optimizer):
        self.params = params
        self.optimizer = optimizer
        self.opt_state = optimizer.init(params)

    def run_epoch(self, loader):
        step_fn = make_train_step(self.optimizer)
        losses = []
        for x, y in loader:
            self.params, self.opt_state, loss = step_fn(self.params, self.opt_state, x, y)
            losses.append(loss)
        return sum(float(l) for l in losses) / len(losses)

    def fit(self, loader_fn, epochs):
        for epoch in range(epochs):
            avg = self.run_epoch(loader_fn(epoch))
            print(f"epoch {epoch}: {avg:.4f}")
        return self.params
