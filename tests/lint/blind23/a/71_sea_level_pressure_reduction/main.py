import jax
import jax.numpy as jnp
import numpy as np

from loaders import from_binary, from_csv


@jax.jit
def reduce_to_sea_level(p_station, t_celsius, elevation):
    tk = t_celsius + 273.15 + 0.0065 * elevation / 2
    return p_station * jnp.exp(9.80665 * elevation / (287.05 * tk))


def main():
    rng = np.random.default_rng(0)
    elevation = np.linspace(0, 1500, 200).astype(np.float32)
    for i in range(6):
        p, t = (from_csv if i % 2 else from_binary)(rng)
        mslp = reduce_to_sea_level(p, t, elevation)
        print(i, p.dtype, float(mslp.mean()))


if __name__ == "__main__":
    main()
