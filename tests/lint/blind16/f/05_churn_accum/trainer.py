import jax
import jax.numpy as jnp
import optax


class Trainer:
    def __init__(self, model, params, lr=1e-3, accum_steps=4):
        self.model = model
        self.params = params
        self.tx = optax.adamw(lr)
        self.opt_state = self.tx.init(params)
        self.accum_steps = accum_steps
        self._grad_sum = None
        self._micro = 0
        self._grad_step = jax.jit(self._loss_and_grad)
        self._accumulate = jax.jit(self._add_grads)
        self._apply = jax.jit(self._apply_updates)

    def _loss_and_grad(self, params, x, y):
        def loss_fn(p):
            logits = self.model.apply(p, x)[:, 0]
            return optax.sigmoid_binary_cross_entropy(logits, y).mean()
        return jax.value_and_grad(loss_fn)(params)

    def _add_grads(self, grad_sum, grads):
        if grad_sum is None:
            return grads
        return jax.tree_util.tree_map(jnp.add, grad_sum, grads)

    def _apply_updates(self, params, opt_state, grad_sum):
        grads = jax.tree_util.tree_map(lambda g: g / self.accum_steps, grad_sum)
        updates, opt_state = self.tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state

    def micro_step(self, x, y):
        loss, grads = self._grad_step(self.params, x, y)
        self._grad_sum = self._accumulate(self._grad_sum, grads)
        self._micro += 1
        if self._micro == self.accum_steps:
            self.params, self.opt_state = self._apply(self.params, self.opt_state, self._grad_sum)
            self._grad_sum = None
            self._micro = 0
        return loss
