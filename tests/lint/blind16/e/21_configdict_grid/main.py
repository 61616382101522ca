import jax
import jax.numpy as jnp
import numpy as np

from configs import get_config, sweep


def loss_fn(w, x, y):
    return jnp.mean(jnp.logaddexp(0.0, -y * (x @ w)))


@jax.jit
def step(w, x, y, learning_rate, weight_decay):
    g = jax.grad(loss_fn)(w, x, y) + weight_decay * w
    return w - learning_rate * g


def run(cfg, x, y):
    w = jnp.zeros(x.shape[1])
    for _ in range(cfg.num_steps):
        w = step(w, x, y, cfg.optim.learning_rate, cfg.optim.weight_decay)
    return float(loss_fn(w, x, y))


def main():
    base = get_config()
    rng = np.random.default_rng(base.seed)
    x = rng.normal(size=(base.batch_size, 7)).astype(np.float32)
    y = np.sign(x[:, 0] + 0.5 * x[:, 1]).astype(np.float32)
    for cfg in sweep(base):
        print(dict(cfg.optim), run(cfg, x, y))


if __name__ == "__main__":
    main()
