import jax
import optax


class ChunkTrainer:
    def __init__(self, model, params, lr=3e-3):
        self.model = model
        self.params = params
        self.tx = optax.adamw(lr, weight_decay=1e-4)
        self.opt_state = self.tx.init(params)
        self.step_count = 0
        self._jit_update = jax.jit(self._update)

    def _loss(self, params, ids, tags, mask):
        logits = self.model.apply(params, ids)
        ce = optax.softmax_cross_entropy_with_integer_labels(logits, tags)
        return (ce * mask).sum() / mask.sum()

    def _update(self, params, opt_state, ids, tags, mask):
        loss, grads = jax.value_and_grad(self._loss)(params, ids, tags, mask)
        updates, opt_state = self.tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    def train_on_batch(self, ids, tags, mask):
        self.params, self.opt_state, loss = self._jit_update(self.params, self.opt_state, ids, tags, mask)
        self.step_count += 1
        return loss
