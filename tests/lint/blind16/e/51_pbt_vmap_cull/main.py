import jax
import jax.numpy as jnp
import numpy as np

from population import init_population, population_step, truncate


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(32, 4)).astype(np.float32)
    y = np.cos(x.sum(1, keepdims=True)).astype(np.float32)
    params = init_population(jax.random.PRNGKey(0), 8)
    lrs = jnp.asarray(np.geomspace(1e-3, 1.0, 8), jnp.float32)
    for gen in range(4):
        for _ in range(5):
            params, losses = population_step(params, lrs, x, y)
        print(f"gen {gen}: {len(lrs)} members, best {float(losses.min()):.4f}")
        params, lrs = truncate(params, lrs, losses)


if __name__ == "__main__":
    main()
