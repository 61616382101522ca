import flax.linen as nn
import jax
import optax


class SmallCNN(nn.Module):
    n_classes: int = 4

    @nn.compact
    def __call__(self, x):
        x = nn.Conv(4, (3, 3))(x)
        x = nn.relu(x).mean(axis=(1, 2))
        return nn.Dense(self.n_classes)(x)


model = SmallCNN()
tx = optax.sgd(0.05, momentum=0.9)


def _loss(params, images, labels):
    logits = model.apply(params, images)
    return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()


def _cnn_update(params, opt_state, images, labels):
    loss, grads = jax.value_and_grad(_loss)(params, images, labels)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


cnn_update = jax.jit(_cnn_update)
