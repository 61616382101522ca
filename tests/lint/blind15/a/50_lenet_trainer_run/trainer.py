import jax
import jax.numpy as jnp
import optax


class ClassifierTrainer:
    def __init__(self, model, learning_rate=1e-3, weight_decay=1e-4):
        self.model = model
        self.tx = optax.adamw(learning_rate, weight_decay=weight_decay)
        self.history = []

    def init(self, key, sample):
        params = self.model.init(key, sample)["params"]
        return params, self.tx.init(params)

    def _train_step(self, params, opt_state, images, labels):
        def loss_fn(p):
            logits = self.model.apply({"params": p}, images)
            return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()

        loss, grads = jax.value_and_grad(loss_fn)(params)
        updates, opt_state = self.tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    @property
    def train_step(self):
        return jax.jit(self._train_step)

    def fit_epoch(self, params, opt_state, batches):
        for images, labels in batches:
            params, opt_state, loss = self.train_step(params, opt_state, images, labels)
            self.history.append(loss)
        return params, opt_state
