from functools import partial

import jax
import jax.numpy as jnp
import optax

from config import AugConfig


@partial(jax.jit, static_argnames=("aug",))
def vision_train_step(params, opt_state, images, labels, key, aug):
    if aug.flip:
        images = jnp.where(jax.random.bernoulli(key, 0.5), images[:, :, ::-1], images)
    images = images + aug.noise_std * jax.random.normal(key, images.shape)

    def loss_fn(w):
        logits = images.reshape(images.shape[0], -1) @ w
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()

    loss, g = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = Trainer.tx.update(g, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


class Trainer:
    tx = optax.sgd(0.1)

    def __init__(self, n_pixels, n_classes, epochs):
        self.params = jnp.zeros((n_pixels, n_classes))
        self.opt_state = self.tx.init(self.params)
        self.epochs = epochs
        self.aug = AugConfig()

    def on_epoch_start(self, epoch):
        # anneal augmentation strength over training
        self.aug = AugConfig(noise_std=0.2 * (1 - epoch / self.epochs), flip=self.aug.flip)

    def fit(self, images, labels):
        key = jax.random.PRNGKey(0)
        for epoch in range(self.epochs):
            self.on_epoch_start(epoch)
            for i in range(0, len(images), 16):
                key, sub = jax.random.split(key)
                self.params, self.opt_state, loss = vision_train_step(
                    self.params, self.opt_state, images[i:i + 16], labels[i:i + 16], sub, self.aug)
            print(epoch, float(loss))
