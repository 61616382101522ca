import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn
from flax.training import train_state

from policy import RandAugmentPolicy, apply_policy


class Net(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(8, (3, 3))(x))
        return nn.Dense(10)(jnp.mean(x, axis=(1, 2)))


@jax.jit
def train_step(state, images, labels):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, images)
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


def batches(rng, n):
    for _ in range(n):
        yield (rng.normal(size=(8, 10, 10, 3)).astype(np.float32),
               rng.integers(0, 10, size=(8,)).astype(np.int32))


def main():
    rng = np.random.default_rng(0)
    model = Net()
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 10, 10, 3)))["params"]
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.sgd(0.05))
    key = jax.random.PRNGKey(1)
    for step, (images, labels) in enumerate(batches(rng, 6)):
        key, sub = jax.random.split(key)
        policy = RandAugmentPolicy(num_ops=2, magnitude=0.3)
        images = apply_policy(images, policy, sub)
        state, loss = train_step(state, images, labels)
        print(step, float(loss))


if __name__ == "__main__":
    main()
