import jax
import jax.numpy as jnp
import numpy as np

from series import play_bo3


@jax.jit
def series_momentum(maps, w):
    per_map = jnp.tanh(maps @ w)
    decay = 0.6 ** jnp.arange(maps.shape[0])[::-1]
    return (per_map * decay).sum()


def main():
    rng = np.random.default_rng(10)
    w = jnp.asarray(rng.normal(size=8), jnp.float32)
    for s in range(8):
        maps = play_bo3(rng)
        print(s, maps.shape[0], round(float(series_momentum(maps, w)), 3))


if __name__ == "__main__":
    main()
