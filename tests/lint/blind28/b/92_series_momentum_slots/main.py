import jax
import jax.numpy as jnp
import numpy as np

from series import play_bo3


@jax.jit
def padded_momentum(maps, played, w):
    per_map = jnp.tanh(maps @ w) * played
    n = played.sum()
    decay = 0.6 ** (n - 1 - jnp.arange(maps.shape[0]))
    return (per_map * decay).sum()


def main():
    rng = np.random.default_rng(10)
    w = jnp.asarray(rng.normal(size=8), jnp.float32)
    for s in range(8):
        maps, played = play_bo3(rng)
        print(s, int(played.sum()), round(float(padded_momentum(maps, played, w)), 3))


if __name__ == "__main__":
    main()
