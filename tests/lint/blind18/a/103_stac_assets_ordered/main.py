import jax
import jax.numpy as jnp

from stac import scenes


@jax.jit
def moisture_index(assets):
    nir, swir = assets["nir"], assets["swir16"]
    ndmi = (nir - swir) / (nir + swir + 1e-6)
    return jnp.mean(ndmi), jnp.mean(ndmi < 0.0)


def main():
    for i, assets in enumerate(scenes()):
        assets = jax.tree_util.tree_map(jnp.asarray, assets)
        ndmi, dry = moisture_index(assets)
        print(f"scene {i}: NDMI {float(ndmi):+.3f}, dry fraction {float(dry):.2f}")


if __name__ == "__main__":
    main()
