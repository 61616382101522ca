import functools

import jax
import optax
from flax.training import train_state


@jax.jit
def train_step(state, feats, labels, dropout_key):
    def loss_fn(params):
        logits = state.apply_fn({"params": params}, feats, rngs={"dropout": dropout_key})
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


class Trainer:
    def __init__(self, model, params, tx):
        self.model = model
        self._apply_fns = {mode: functools.partial(model.apply, train=mode) for mode in (True, False)}
        self.state = train_state.TrainState.create(apply_fn=self._apply_fns[False], params=params, tx=tx)

    def set_mode(self, train):
        self.state = self.state.replace(apply_fn=self._apply_fns[train])

    def run_epoch(self, batches, key):
        self.set_mode(train=True)
        for feats, labels in batches:
            key, sub = jax.random.split(key)
            self.state, loss = train_step(self.state, feats, labels, sub)
        return loss
