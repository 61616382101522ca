import jax
import jax.numpy as jnp
import optax


@jax.jit
def loss_and_acc(params, x, y):
    logits = x @ params["w"] + params["b"]
    loss = optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    acc = jnp.mean(jnp.argmax(logits, -1) == y)
    return loss, acc


@jax.jit
def grad_fn(params, x, y):
    return jax.grad(lambda p: loss_and_acc(p, x, y)[0])(params)


class Trainer:
    def __init__(self, params, lr=0.1):
        self.params = params
        self.tx = optax.sgd(lr)
        self.opt_state = self.tx.init(params)

    def fit_batch(self, x, y):
        grads = grad_fn(self.params, x, y)
        updates, self.opt_state = self.tx.update(grads, self.opt_state)
        self.params = optax.apply_updates(self.params, updates)
        loss, acc = loss_and_acc(self.params, x, y)
        return float(loss)

    def evaluate(self, x, y):
        loss, acc = loss_and_acc(self.params, x, y)
        return {"val_loss": float(loss), "val_acc": float(acc)}
