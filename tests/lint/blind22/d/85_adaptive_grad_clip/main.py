import functools

import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn

from clipping import NormTracker


class FlowNet(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(2)(nn.relu(nn.Dense(24)(x)))


model = FlowNet()
adam = optax.adam(1e-3)


@functools.partial(jax.jit, static_argnames=("max_norm",))
def train_step(params, opt_state, x, y, max_norm):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(model.apply(p, x), y).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    norm = optax.global_norm(g)
    g, _ = optax.clip_by_global_norm(max_norm).update(g, optax.EmptyState())
    u, opt_state = adam.update(g, opt_state)
    return optax.apply_updates(params, u), opt_state, loss, norm


def main():
    rng = np.random.default_rng(0)
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 11)))
    opt_state = adam.init(params)
    tracker = NormTracker()
    for step in range(6):
        x = rng.normal(size=(64, 11)).astype(np.float32)
        y = (x[:, 0] > x[:, 1]).astype(np.int32)
        params, opt_state, loss, norm = train_step(params, opt_state, x, y,
                                                   max_norm=tracker.threshold())
        tracker.record(norm)
    print(float(loss))


if __name__ == "__main__":
    main()
