import jax.numpy as jnp
import numpy as np

from sweep import configurations
from trainer import build_trainer


def main():
    rng = np.random.default_rng(0)
    x = jnp.asarray(rng.normal(size=(256, 6)), jnp.float32)
    y = x @ jnp.asarray(rng.normal(size=6), jnp.float32) + 0.5
    results = []
    for cfg in configurations():
        tx, step = build_trainer(**cfg)
        params = {"w": jnp.zeros(6), "b": jnp.zeros(())}
        opt_state = tx.init(params)
        for _ in range(50):
            params, opt_state, l = step(params, opt_state, x, y)
        results.append((float(l), cfg))
    print(min(results, key=lambda r: r[0]))


if __name__ == "__main__":
    main()
