import jax
import jax.numpy as jnp
import flax.linen as nn
import optax


class Classifier(nn.Module):
    num_classes: int = 10

    @nn.compact
    def __call__(self, x):
        x = nn.Dense(32)(x)
        x = nn.gelu(x)
        return nn.Dense(self.num_classes)(x)


class Trainer:
    def __init__(self, model, learning_rate=1e-2, seed=0):
        self.model = model
        self.tx = optax.adam(learning_rate)
        self.params = model.init(jax.random.PRNGKey(seed), jnp.zeros((1, 48)))["params"]
        self.opt_state = self.tx.init(self.params)

    def _loss(self, params, images, labels):
        logits = self.model.apply({"params": params}, images)
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()

    @property
    def loss_and_grad(self):
        return jax.jit(jax.value_and_grad(self._loss))

    def fit_batch(self, images, labels):
        loss, grads = self.loss_and_grad(self.params, images, labels)
        updates, self.opt_state = self.tx.update(grads, self.opt_state, self.params)
        self.params = optax.apply_updates(self.params, updates)
        return loss
