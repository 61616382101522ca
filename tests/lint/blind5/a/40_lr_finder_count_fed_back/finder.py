import jax
import jax.numpy as jnp


@jax.jit
def exp_lr(step, min_lr, max_lr, num_steps):
    frac = step / num_steps
    return min_lr * (max_lr / min_lr) ** frac


@jax.jit
def sgd_update(w, x, y, lr, count):
    loss, g = jax.value_and_grad(lambda w: jnp.mean((jnp.tanh(x @ w[0]) @ w[1] - y) ** 2))(w)
    return (w[0] - lr * g[0], w[1] - lr * g[1]), loss, count + 1


class LRRangeTest:
    """Increase the learning rate exponentially each step and record the loss."""

    def __init__(self, min_lr=1e-3, max_lr=1.0, num_steps=6):
        self.min_lr, self.max_lr, self.num_steps = min_lr, max_lr, num_steps

    def run(self, w, x, y):
        history = []
        count = 0
        for _ in range(self.num_steps):
            lr = exp_lr(count, self.min_lr, self.max_lr, self.num_steps)
            w, loss, count = sgd_update(w, x, y, lr, count)
            history.append((float(lr), float(loss)))
        return history
