import flax.linen as nn
import jax
import jax.numpy as jnp
import numpy as np
import optax

from metrics import RunningMetrics


class Net(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(4)(nn.swish(nn.Dense(32)(x)))


model = Net()
tx = optax.adamw(2e-3, weight_decay=1e-4)


@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        logits = model.apply(p, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits
    (loss, logits), grads = jax.value_and_grad(loss_fn, has_aux=True)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    n = jnp.float32(x.shape[0])
    stats = {"loss": loss * n, "correct": jnp.sum(jnp.argmax(logits, -1) == y).astype(jnp.float32),
             "count": n}
    return optax.apply_updates(params, updates), opt_state, stats


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(256, 7)).astype(np.float32)
    y = np.digitize(x[:, 0] + x[:, 1], [-1, 0, 1]).astype(np.int32)
    params = model.init(jax.random.PRNGKey(0), x[:1])
    opt_state = tx.init(params)
    meter = RunningMetrics()
    for epoch in range(3):
        meter.reset()
        for i in range(0, 256, 32):
            params, opt_state, stats = train_step(params, opt_state, x[i:i + 32], y[i:i + 32])
            meter.update(**stats)
        print(epoch, meter.compute())


if __name__ == "__main__":
    main()
