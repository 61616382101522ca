import functools

import jax
import jax.numpy as jnp
import optax
import flax.linen as nn


class Head(nn.Module):
    num_classes: int

    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(8, (3, 3))(x))
        return nn.Dense(self.num_classes)(jnp.mean(x, axis=(1, 2)))


class Trainer:
    def __init__(self, config):
        self.config = config
        self.model = Head(config.num_classes)
        self.tx = optax.adam(1e-3)

    @functools.partial(jax.jit, static_argnums=(0, 1))
    def step(self, config, params, opt_state, batch):
        progress = jnp.minimum(batch["epoch"] / config.smoothing_decay_epochs, 1.0)
        smoothing = config.label_smoothing * (1.0 - progress)

        def loss_fn(p):
            logits = self.model.apply({"params": p}, batch["image"])
            targets = optax.smooth_labels(jax.nn.one_hot(batch["label"], config.num_classes), smoothing)
            return optax.softmax_cross_entropy(logits, targets).mean()

        loss, grads = jax.value_and_grad(loss_fn)(params)
        updates, opt_state = self.tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss
