import jax.numpy as jnp
import numpy as np

from model import slotting_cost


def nightly_run(rng, night):
    freq = jnp.asarray(rng.uniform(0, 5, 10), jnp.float32)
    travel = jnp.asarray(rng.uniform(1, 20, (10, 6)), jnp.float32)
    settings = {"congestion": jnp.float32(0.2), "restock": jnp.float32(0.05)}
    if night % 2:
        settings = {"restock": jnp.float32(0.08), "congestion": jnp.float32(0.2)}
    return slotting_cost(freq, travel, **settings)


def main():
    rng = np.random.default_rng(0)
    for night in range(4):
        print(f"night {night}: slotting cost {float(nightly_run(rng, night)):.1f}")


if __name__ == "__main__":
    main()
