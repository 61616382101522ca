import jax
import jax.numpy as jnp

from loader import ACQUISITIONS, load_pair


def indices(bands):
    ndvi = (bands["nir"] - bands["red"]) / (bands["nir"] + bands["red"] + 1e-6)
    nbr = (bands["nir"] - bands["swir"]) / (bands["nir"] + bands["swir"] + 1e-6)
    return ndvi, nbr


@jax.jit
def change_magnitude(before, after):
    ndvi_a, nbr_a = indices(before)
    ndvi_b, nbr_b = indices(after)
    w = before["swir_valid"] * after["swir_valid"]
    total = jnp.abs(ndvi_b - ndvi_a) + w * jnp.abs(nbr_b - nbr_a)
    return total / (1.0 + w)


def main():
    for i, (date, has_swir) in enumerate(ACQUISITIONS):
        before, after = load_pair(date, has_swir, seed=i)
        before = jax.tree_util.tree_map(jnp.asarray, before)
        after = jax.tree_util.tree_map(jnp.asarray, after)
        mag = change_magnitude(before, after)
        print(f"{date}: changed pixels {float((mag > 0.2).mean()):.3f}")


if __name__ == "__main__":
    main()
