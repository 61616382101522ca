import jax
import jax.numpy as jnp
import optax
from flax.training import train_state


@jax.jit
def train_step(state, ids, tags, mask):
    def loss_fn(params):
        logits = state.apply_fn(params, ids)
        ce = optax.softmax_cross_entropy_with_integer_labels(logits, tags)
        return (ce * mask).sum() / mask.sum()
    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


class Trainer:
    def __init__(self, model, sample_ids, lr, seed=0):
        params = model.init(jax.random.PRNGKey(seed), sample_ids)
        tx = optax.inject_hyperparams(optax.adam)(learning_rate=lr)
        self.state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)

    @property
    def learning_rate(self):
        return float(self.state.opt_state.hyperparams["learning_rate"])

    def decay_learning_rate(self, factor):
        self.state.opt_state.hyperparams["learning_rate"] = self.learning_rate * factor

    def fit_epoch(self, batches):
        losses = []
        for ids, tags, mask in batches:
            self.state, loss = train_step(self.state, ids, tags, mask)
            losses.append(loss)
        return float(jnp.mean(jnp.stack(losses)))
