import jax
import jax.numpy as jnp
import numpy as np

from sites import SITES, site_params


@jax.jit
def water_table_fluctuation(heads, sy, depth_m):
    rise = jnp.maximum(jnp.diff(heads), 0.0)
    recession = jnp.minimum(jnp.diff(heads), 0.0).mean()
    recharge = sy * (rise - recession)
    return recharge.sum() * 1000.0, jnp.clip(depth_m - heads.max(), 0.0)


def main():
    rng = np.random.default_rng(19)
    for name in SITES:
        sy, depth = site_params(name)
        heads = jnp.asarray(np.cumsum(rng.normal(0.0, 0.05, 120)).astype(np.float32))
        r, unsat = water_table_fluctuation(heads, sy, depth)
        print(f"{name}: recharge {float(r):7.1f} mm, unsaturated {float(unsat):.2f} m")


if __name__ == "__main__":
    main()
