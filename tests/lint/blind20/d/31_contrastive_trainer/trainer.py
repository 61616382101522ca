import jax
import jax.numpy as jnp
import optax


def contrastive_loss(params, q, d):
    qe = q @ params["wq"]
    de = d @ params["wd"]
    logits = qe @ de.T
    return optax.softmax_cross_entropy_with_integer_labels(logits, jnp.arange(q.shape[0])).mean()


def make_train_step(optimizer):
    def train_step(params, opt_state, q, d):
        loss, grads = jax.value_and_grad(contrastive_loss)(params, q, d)
        updates, opt_state = optimizer.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    return jax.jit(train_step)


class Trainer:
    def __init__(self, params, lr):
        self.params = params
        self.optimizer = optax.adamw(lr)
        self.opt_state = self.optimizer.init(params)

    def run_epoch(self, batches):
        step_fn = make_train_step(self.optimizer)
        losses = []
        for q, d in batches:
            self.params, self.opt_state, loss = step_fn(self.params, self.opt_state, q, d)
            losses.append(loss)
        return float(jnp.mean(jnp.stack(losses)))
