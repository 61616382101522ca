import jax
import jax.numpy as jnp
import optax


class Trainer:
    def __init__(self, net, params, lr=1e-2):
        self.net = net
        self.params = params
        self.tx = optax.adam(lr)
        self.opt_state = self.tx.init(params)

        def step(params, opt_state, x, y):
            def loss_fn(p):
                logits = net.apply(p, x)
                return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()

            loss, grads = jax.value_and_grad(loss_fn)(params)
            updates, opt_state = self.tx.update(grads, opt_state)
            return optax.apply_updates(params, updates), opt_state, loss

        self._step = jax.jit(step)

    def train_epoch(self, batches):
        for x, y in batches:
            self.params, self.opt_state, loss = self._step(self.params, self.opt_state, x, y)
        return float(loss)

    def evaluate(self, x, y):
        logits = jax.jit(self.net.apply)(self.params, x)
        return float(jnp.mean(jnp.argmax(logits, -1) == y))
