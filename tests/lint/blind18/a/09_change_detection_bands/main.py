import jax
import jax.numpy as jnp

from loader import ACQUISITIONS, load_pair


def indices(bands):
    out = {"ndvi": (bands["nir"] - bands["red"]) / (bands["nir"] + bands["red"] + 1e-6)}
    if "swir" in bands:
        out["nbr"] = (bands["nir"] - bands["swir"]) / (bands["nir"] + bands["swir"] + 1e-6)
    return out


@jax.jit
def change_magnitude(before, after):
    a, b = indices(before), indices(after)
    diffs = [jnp.abs(b[k] - a[k]) for k in a]
    return jnp.mean(jnp.stack(diffs), axis=0)


def main():
    for i, (date, has_swir) in enumerate(ACQUISITIONS):
        before, after = load_pair(date, has_swir, seed=i)
        before = jax.tree_util.tree_map(jnp.asarray, before)
        after = jax.tree_util.tree_map(jnp.asarray, after)
        mag = change_magnitude(before, after)
        print(f"{date}: changed pixels {float((mag > 0.2).mean()):.3f}")


if __name__ == "__main__":
    main()
