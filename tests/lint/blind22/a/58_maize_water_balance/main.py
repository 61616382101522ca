import jax
import jax.numpy as jnp
import numpy as np

from inputs import season_inputs


@jax.jit
def water_stress_index(inputs, capacity):
    water_in = sum(v for k, v in inputs.items() if k != "tmean")
    demand = 0.2 * inputs["tmean"]

    def step(store, x):
        w, d = x
        store = jnp.clip(store + w - d, 0.0, capacity)
        return store, store < 0.3 * capacity

    _, stressed = jax.lax.scan(step, capacity, (water_in, demand))
    return stressed.mean()


def main():
    rng = np.random.default_rng(4)
    plots = [("P1", True), ("P2", False), ("P3", True), ("P4", False)]
    for name, irrigated in plots:
        s = water_stress_index(season_inputs(rng, irrigated), jnp.float32(120.0))
        print(name, round(float(s), 3))


if __name__ == "__main__":
    main()
