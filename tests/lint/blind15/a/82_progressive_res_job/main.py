import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn
from flax.training import train_state

from curriculum import image_size_for_epoch, resize_batch


class ResNetish(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(8, (3, 3))(x))
        y = nn.relu(nn.Conv(8, (3, 3))(x))
        x = x + y
        return nn.Dense(10)(jnp.mean(x, axis=(1, 2)))


@jax.jit
def train_step(state, images, labels):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, images)
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


def main():
    rng = np.random.default_rng(0)
    images = rng.normal(size=(32, 16, 16, 3)).astype(np.float32)
    labels = rng.integers(0, 10, size=(32,)).astype(np.int32)
    model = ResNetish()
    params = model.init(jax.random.PRNGKey(0), images[:1, :8, :8])["params"]
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(1e-3))
    for epoch in range(9):
        size = image_size_for_epoch(epoch)
        for i in range(0, 32, 16):
            state, loss = train_step(state, resize_batch(images[i:i + 16], size), labels[i:i + 16])
        print(f"epoch {epoch} size {size} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
