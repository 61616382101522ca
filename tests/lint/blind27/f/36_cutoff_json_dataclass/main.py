import jax
import jax.numpy as jnp
import numpy as np

from config import load_pits


@jax.jit
def pit_value(grades, tonnes, cutoff, price):
    above = grades >= cutoff
    oz = jnp.sum(jnp.where(above, grades * tonnes, 0.0)) / 31.1035
    cost = jnp.sum(jnp.where(above, tonnes, 0.0)) * 38.0
    return oz * price * 0.92 - cost


def main():
    rng = np.random.default_rng(1)
    grades = rng.lognormal(-0.3, 0.9, size=5000).astype(np.float32)
    tonnes = rng.uniform(2000, 3000, size=5000).astype(np.float32)
    for pit in load_pits():
        v = pit_value(grades, tonnes, pit.cutoff_gpt, pit.price_usd_oz)
        print(f"{pit.name}: cutoff {pit.cutoff_gpt} g/t -> undiscounted value {float(v) / 1e6:.1f} M$")


if __name__ == "__main__":
    main()
