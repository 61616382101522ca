import jax
import jax.numpy as jnp
import optax


class Trainer:
    def __init__(self, loss_and_logits, params, learning_rate=1e-2, hooks=()):
        self.optimizer = optax.adam(learning_rate)
        self.params = params
        self.opt_state = self.optimizer.init(params)
        self.hooks = list(hooks)

        def step(params, opt_state, batch):
            (loss, logits), grads = jax.value_and_grad(loss_and_logits, has_aux=True)(params, batch)
            updates, opt_state = self.optimizer.update(grads, opt_state, params)
            return optax.apply_updates(params, updates), opt_state, loss, logits

        self._step = jax.jit(step)

    def fit(self, batches):
        for i, batch in enumerate(batches):
            self.params, self.opt_state, loss, logits = self._step(self.params, self.opt_state, batch)
            for hook in self.hooks:
                hook(i, loss, logits, batch)
