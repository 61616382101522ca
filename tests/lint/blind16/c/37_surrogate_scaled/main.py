import jax
import jax.numpy as jnp

from train import build, fit_step, optimizer

CONFIG = {"width": 32, "depth": 2}


def branin(x):
    x1, x2 = 15 * x[:, 0] - 5, 15 * x[:, 1]
    return (x2 - 5.1 / (4 * jnp.pi**2) * x1**2 + 5 / jnp.pi * x1 - 6) ** 2 + 10 * (1 - 1 / (8 * jnp.pi)) * jnp.cos(x1) + 10


def batches(key, n_batches, batch_size=32):
    for i in range(n_batches):
        x = jax.random.uniform(jax.random.fold_in(key, i), (batch_size, 2))
        yield x, branin(x) / 100.0


def main():
    key = jax.random.PRNGKey(0)
    x0 = jax.random.uniform(key, (32, 2))
    params = build(CONFIG, x0).init(key, x0)
    opt_state = optimizer.init(params)
    for x, y in batches(key, 8):
        params, opt_state, loss = fit_step(build(CONFIG, x), params, opt_state, x, y)
    print("loss", float(loss))


if __name__ == "__main__":
    main()
