import jax
import jax.numpy as jnp

from pyramid import build_pyramid
from resample import downsample


def main():
    key = jax.random.PRNGKey(3)
    for scene in range(4):
        key, sub = jax.random.split(key)
        dem = jnp.cumsum(jax.random.normal(sub, (64, 64)), axis=0)
        overview = downsample(dem, 2, method="mean")
        pyr = build_pyramid(dem, levels=1)
        print(f"scene {scene}: overview {overview.shape}, pyramid top {pyr[-1].shape}, "
              f"diff {float(jnp.abs(overview - pyr[1]).max()):.1e}")


if __name__ == "__main__":
    main()
