from functools import partial

import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn

from stats import RunningChannelStats


class Net(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(8, (3, 3))(x))
        return nn.Dense(4)(x.mean(axis=(1, 2)))


model = Net()
tx = optax.adam(1e-3)


@partial(jax.jit, static_argnames=("mean", "std"))
def train_step(params, opt_state, x, y, mean, std):
    x = (x - jnp.array(mean)) / jnp.array(std)

    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(model.apply(p, x), y).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    images = rng.uniform(0, 255, size=(48, 8, 8, 3)).astype(np.float32)
    labels = rng.integers(0, 4, size=48).astype(np.int32)
    stats = RunningChannelStats()
    params = model.init(jax.random.PRNGKey(0), images[:1])
    opt_state = tx.init(params)
    for i in range(0, 48, 8):
        xb, yb = images[i:i + 8], labels[i:i + 8]
        stats.update(xb)
        mean, std = stats.as_static()
        params, opt_state, loss = train_step(params, opt_state, xb, yb, mean=mean, std=std)
    print(float(loss))


if __name__ == "__main__":
    main()
