import jax
import jax.numpy as jnp
import numpy as np

from etl import hourly_gmv


@jax.jit
def robust_zscores(gmv):
    med = jnp.median(gmv)
    mad = jnp.median(jnp.abs(gmv - med)) + 1e-6
    return (gmv - med) / (1.4826 * mad)


def main():
    rng = np.random.default_rng(0)
    for day in range(4):
        gmv = hourly_gmv(rng, day)
        z = robust_zscores(gmv)
        print(day, gmv.dtype, int((jnp.abs(z) > 3).sum()))


if __name__ == "__main__":
    main()
