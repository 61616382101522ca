import jax
import jax.numpy as jnp


def pixel_logits(params, images):
    return jnp.einsum("bhwc,ck->bhwk", images, params["w"]) + params["b"]


@jax.jit
def sgd_step(params, images, labels):
    def loss_fn(p):
        logits = pixel_logits(p, images)
        valid = labels != 255
        onehot = jax.nn.one_hot(jnp.where(valid, labels, 0), logits.shape[-1])
        ce = -jnp.sum(onehot * jax.nn.log_softmax(logits), -1)
        return jnp.sum(ce * valid) / valid.sum()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    return jax.tree_util.tree_map(lambda p, g: p - 0.5 * g, params, grads), loss


@jax.jit
def predict_fn(params, images):
    return jnp.argmax(pixel_logits(params, images), -1)


class Trainer:
    def __init__(self, params, hooks):
        self.params = params
        self.hooks = hooks
        self.epoch_losses = []

    def predict(self, images):
        return predict_fn(self.params, images)

    def fit(self, train_batches, epochs):
        for epoch in range(epochs):
            self.epoch_losses = []
            for images, labels in train_batches:
                self.params, loss = sgd_step(self.params, images, labels)
                self.epoch_losses.append(float(loss))
            for hook in self.hooks:
                hook.on_epoch_end(self, epoch)
