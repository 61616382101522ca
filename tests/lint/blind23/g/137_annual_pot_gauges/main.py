import jax
import jax.numpy as jnp
import numpy as np


def annual_peak_over_threshold(q, threshold):
    exceed = jnp.maximum(q - threshold, 0.0)
    return exceed.sum(), (q > threshold).sum()


def main():
    rng = np.random.default_rng(7)
    thresholds = jnp.asarray(rng.uniform(20, 40, 16).astype(np.float32))
    for year in range(2015, 2021):
        q = jnp.asarray(rng.lognormal(3.0, 0.4, size=(16, 360)).astype(np.float32))
        batched = jax.jit(jax.vmap(annual_peak_over_threshold))
        vol, days = batched(q, thresholds)
        print(year, f"mean exceedance volume {float(vol.mean()):.1f}, mean days {float(days.mean()):.1f}")


if __name__ == "__main__":
    main()
