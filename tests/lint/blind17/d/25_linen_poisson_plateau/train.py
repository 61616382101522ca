import jax
import optax

from model import pde_loss


def make_train_step(model, optimizer):
    @jax.jit
    def train_step(params, opt_state, x):
        loss, grads = jax.value_and_grad(lambda p: pde_loss(model, p, x))(params)
        updates, opt_state = optimizer.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    return train_step


class PlateauTrainer:
    def __init__(self, model, params, lr=1e-2, factor=0.5, patience=2):
        self.model = model
        self.params = params
        self.lr = lr
        self.factor = factor
        self.patience = patience
        self.best = float("inf")
        self.bad_epochs = 0
        self._build()

    def _build(self):
        self.optimizer = optax.adam(self.lr)
        self.opt_state = self.optimizer.init(self.params)
        self.train_step = make_train_step(self.model, self.optimizer)

    def end_epoch(self, loss):
        if loss < self.best - 1e-4:
            self.best, self.bad_epochs = loss, 0
        else:
            self.bad_epochs += 1
        if self.bad_epochs >= self.patience:
            self.lr *= self.factor
            self.bad_epochs = 0
            self._build()

    def run_epoch(self, batches):
        total = 0.0
        for x in batches:
            self.params, self.opt_state, loss = self.train_step(self.params, self.opt_state, x)
            total += float(loss)
        return total / len(batches)
