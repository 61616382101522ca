import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn

from data import scenes
from targets import render_targets


class CenterNet(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(8, (3, 3))(x))
        return nn.Conv(1, (1, 1))(x)[..., 0]


model = CenterNet()
tx = optax.adam(1e-3)


@jax.jit
def train_step(params, opt_state, images, heatmaps):
    def loss_fn(p):
        pred = jax.nn.sigmoid(model.apply({"params": p}, images))
        return jnp.mean((pred - heatmaps) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 16, 16, 3)))["params"]
    opt_state = tx.init(params)
    for step in range(6):
        images, boxes, valid = scenes(rng, 4)
        heatmaps = render_targets(boxes, valid)
        params, opt_state, loss = train_step(params, opt_state, images, heatmaps)
        print(step, valid.sum(1).astype(int).tolist(), float(loss))


if __name__ == "__main__":
    main()
