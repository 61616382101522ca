import jax
import jax.numpy as jnp
from flax import nnx

from model import ResidualDynamics
from trainer import build_optimizer, fit_step


def episode_data(key, n=64):
    kx, ku = jax.random.split(key)
    x = jax.random.normal(kx, (n, 2))
    u = jax.random.normal(ku, (n, 1))
    x_next = x + 0.1 * jnp.stack([x[:, 1], -jnp.sin(x[:, 0]) + u[:, 0]], -1)
    return x, u, x_next


def main():
    x, u, x_next = episode_data(jax.random.PRNGKey(0))
    results = {}
    for lr in (3e-3, 1e-2, 3e-2):
        model = ResidualDynamics(nnx.Rngs(0))
        optimizer = build_optimizer(model, lr)
        for _ in range(5):
            loss = fit_step(model, optimizer, x, u, x_next)
        results[lr] = float(loss)
    print(results)


if __name__ == "__main__":
    main()
