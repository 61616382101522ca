import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn
from flax.training import train_state

from augment import DeviceAugmenter


class CNN(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(8, (3, 3))(x))
        x = nn.avg_pool(x, (2, 2), strides=(2, 2))
        return nn.Dense(10)(x.reshape((x.shape[0], -1)))


@jax.jit
def train_step(state, images, labels):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, images)
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


def main():
    rng = np.random.default_rng(0)
    images = jnp.asarray(rng.normal(size=(16, 12, 12, 3)), jnp.float32)
    labels = jnp.asarray(rng.integers(0, 10, size=(16,)), jnp.int32)
    model = CNN()
    params = model.init(jax.random.PRNGKey(0), images[:1])["params"]
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.sgd(0.05))
    augment = DeviceAugmenter(crop_size=12, pad=2)
    for step in range(8):
        state, loss = train_step(state, augment(images), labels)
        print(step, float(loss))


if __name__ == "__main__":
    main()
