import flax.linen as nn
import jax
import jax.numpy as jnp
import numpy as np
import optax

from callbacks import ValidationCallback
from train import make_loss, make_update


class TinySegNet(nn.Module):
    classes: int = 5

    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(16, (3, 3))(x))
        return nn.Conv(self.classes, (1, 1))(x)


def synthetic_batch(rng, n=8, size=24, bands=4, classes=5):
    x = rng.normal(size=(n, size, size, bands)).astype(np.float32)
    y = rng.integers(0, classes, size=(n, size, size))
    return jnp.asarray(x), jnp.asarray(y, dtype=jnp.int32)


def main():
    rng = np.random.default_rng(0)
    model = TinySegNet()
    images, labels = synthetic_batch(rng)
    params = model.init(jax.random.PRNGKey(0), images)
    tx = optax.adam(1e-3)
    opt_state = tx.init(params)
    compute_loss = make_loss(model)
    update = make_update(compute_loss, tx)
    val = ValidationCallback(compute_loss, *synthetic_batch(rng))
    for step in range(6):
        images, labels = synthetic_batch(rng)
        params, opt_state, loss = update(params, opt_state, images, labels)
        val.on_step_end(step, params)
        if step == 0:
            print("first train loss", float(compute_loss(params, images, labels)))
    print("val history", val.history)


if __name__ == "__main__":
    main()
