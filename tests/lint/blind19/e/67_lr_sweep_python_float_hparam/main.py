import jax
import jax.numpy as jnp

from surrogate import init_params
from sweep import run_trial


def main():
    key = jax.random.PRNGKey(0)
    kx, kp = jax.random.split(key)
    x = jax.random.uniform(kx, (64, 3))
    y = jnp.sin(x @ jnp.array([1.0, 2.0, -1.0]))
    params = init_params(kp)
    results = {}
    for lr in [1e-3, 3e-3, 1e-2, 3e-2]:
        results[lr] = run_trial(params, x, y, lr)
    best = min(results, key=results.get)
    print(results, "best lr", best)


if __name__ == "__main__":
    main()
