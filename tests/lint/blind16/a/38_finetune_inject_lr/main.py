from functools import partial

import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn

from optim import make_optimizer, set_learning_rate, step_decay


class Backbone(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(8, (3, 3))(x))
        x = nn.relu(nn.Conv(8, (3, 3), strides=(2, 2))(x))
        return nn.Dense(5)(x.mean(axis=(1, 2)))


model = Backbone()
tx = make_optimizer(1e-3)


@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(model.apply(p, x), y).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(32, 8, 8, 3)).astype(np.float32)
    y = rng.integers(0, 5, size=32).astype(np.int32)
    params = model.init(jax.random.PRNGKey(0), x[:1])
    opt_state = tx.init(params)
    for epoch in range(4):
        opt_state = set_learning_rate(opt_state, jnp.asarray(step_decay(1e-3, epoch), jnp.float32))
        for i in range(0, 32, 8):
            params, opt_state, loss = train_step(params, opt_state, x[i:i + 8], y[i:i + 8])
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
