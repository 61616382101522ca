import jax
import jax.numpy as jnp
import numpy as np
import optax


class MeanAccuracy:
    def __init__(self):
        self._update = jax.jit(self._update_impl)
        self.reset()

    def reset(self):
        self.state = (jnp.zeros((), jnp.float32), jnp.zeros((), jnp.float32))

    def _update_impl(self, state, logits, labels):
        correct, total = state
        hits = jnp.sum(jnp.argmax(logits, -1) == labels)
        return correct + hits, total + labels.shape[0]

    def update(self, logits, labels):
        self.state = self._update(self.state, logits, labels)

    def compute(self):
        correct, total = self.state
        return float(correct / jnp.maximum(total, 1.0))


tx = optax.adam(1e-2)


@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(x @ p, y).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


@jax.jit
def logits_fn(params, x):
    return x @ params


def main():
    rng = np.random.default_rng(0)
    params = jnp.zeros((5, 3))
    opt_state = tx.init(params)
    vx = rng.normal(size=(64, 5)).astype(np.float32)
    vy = (vx[:, 0] > 0).astype(np.int32) + (vx[:, 1] > 0).astype(np.int32)
    metric = MeanAccuracy()
    for epoch in range(4):
        for _ in range(3):
            x = rng.normal(size=(16, 5)).astype(np.float32)
            y = (x[:, 0] > 0).astype(np.int32) + (x[:, 1] > 0).astype(np.int32)
            params, opt_state, loss = train_step(params, opt_state, x, y)
        metric.reset()
        for i in range(0, 64, 16):
            metric.update(logits_fn(params, vx[i:i + 16]), vy[i:i + 16])
        print(epoch, float(loss), metric.compute())


if __name__ == "__main__":
    main()
