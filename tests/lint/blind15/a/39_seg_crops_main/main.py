import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn
from flax.training import train_state

from transforms import RandomScaleCrop

NUM_CLASSES = 3


class MiniUNet(nn.Module):
    @nn.compact
    def __call__(self, x):
        e1 = nn.relu(nn.Conv(8, (3, 3))(x))
        d = nn.max_pool(e1, (2, 2), strides=(2, 2))
        d = nn.relu(nn.Conv(16, (3, 3))(d))
        u = jax.image.resize(d, e1.shape[:3] + (16,), "nearest")
        x = jnp.concatenate([e1, u], axis=-1)
        return nn.Conv(NUM_CLASSES, (1, 1))(x)


@jax.jit
def train_step(state, images, masks):
    def loss_fn(params):
        logits = state.apply_fn({"params": params}, images)
        return optax.softmax_cross_entropy_with_integer_labels(logits, masks).mean()

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


def main():
    rng = np.random.default_rng(0)
    images = rng.normal(size=(40, 24, 24, 3)).astype(np.float32)
    masks = rng.integers(0, NUM_CLASSES, size=(40, 24, 24)).astype(np.int32)
    crop = RandomScaleCrop()
    model = MiniUNet()
    params = model.init(jax.random.PRNGKey(0), images[:1])["params"]
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(1e-3))
    for step in range(10):
        idx = rng.choice(40, size=4, replace=False)
        batch_images, batch_masks = crop(images[idx], masks[idx])
        state, loss = train_step(state, batch_images, batch_masks)
        print(step, batch_images.shape, float(loss))


if __name__ == "__main__":
    main()
