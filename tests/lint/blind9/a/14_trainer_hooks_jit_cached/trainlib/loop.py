import jax
import optax


class Trainer:
    def __init__(self, loss_fn, params, optimizer, hooks=()):
        self.loss_fn = loss_fn
        self.params = params
        self.optimizer = optimizer
        self.opt_state = optimizer.init(params)
        self.hooks = list(hooks)
        self._grad_step = jax.jit(self._grad_and_update)

    def _grad_and_update(self, params, opt_state, batch):
        loss, grads = jax.value_and_grad(self.loss_fn)(params, batch)
        updates, opt_state = self.optimizer.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, grads, loss

    def fit(self, batches):
        for step, batch in enumerate(batches):
            self.params, self.opt_state, grads, loss = self._grad_step(
                self.params, self.opt_state, batch)
            metrics = {"loss": loss}
            for hook in self.hooks:
                hook(step, self.params, grads, metrics)
        return self.params
