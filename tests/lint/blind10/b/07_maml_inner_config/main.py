import jax
import jax.numpy as jnp

from meta import InnerLoopConfig, adapt_and_evaluate


def init_params(key, hidden=16):
    k1, k2 = jax.random.split(key)
    return {
        "w1": 0.5 * jax.random.normal(k1, (1, hidden)),
        "b1": jnp.zeros(hidden),
        "w2": 0.5 * jax.random.normal(k2, (hidden, 1)),
        "b2": jnp.zeros(1),
    }


def sample_sine_task(key, n=10):
    ka, kp, kx = jax.random.split(key, 3)
    amp = jax.random.uniform(ka, minval=0.5, maxval=2.0)
    phase = jax.random.uniform(kp, maxval=jnp.pi)
    x = jax.random.uniform(kx, (2 * n, 1), minval=-5.0, maxval=5.0)
    y = amp * jnp.sin(x + phase)
    return (x[:n], y[:n]), (x[n:], y[n:])


class MetaTrainer:
    def __init__(self, key, inner_lr=0.01, inner_steps=3, outer_lr=1e-3):
        self.params = init_params(key)
        self.inner_lr = inner_lr
        self.inner_steps = inner_steps
        self.outer_lr = outer_lr

    def outer_step(self, key):
        self.cfg = InnerLoopConfig(self.inner_lr, self.inner_steps)
        support, query = sample_sine_task(key)
        loss, grads = jax.value_and_grad(adapt_and_evaluate)(self.params, support, query, self.cfg)
        self.params = jax.tree_util.tree_map(lambda p, g: p - self.outer_lr * g, self.params, grads)
        return float(loss)


if __name__ == "__main__":
    key = jax.random.PRNGKey(0)
    trainer = MetaTrainer(key)
    for it in range(3):
        key, sub = jax.random.split(key)
        print(f"outer {it}: query loss {trainer.outer_step(sub):.4f}")
