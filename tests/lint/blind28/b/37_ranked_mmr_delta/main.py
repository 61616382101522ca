import jax
import jax.numpy as jnp
import numpy as np

from matchlog import read_match


@jax.jit
def mmr_delta(gains, is_ranked):
    k = jnp.where(is_ranked, 25.0, 8.0)
    return k * jnp.tanh(gains)


def main():
    rng = np.random.default_rng(4)
    total = jnp.zeros(10)
    for i in range(10):
        gains, is_ranked = read_match(rng, "client" if i % 2 else "server")
        total = total + mmr_delta(gains, is_ranked)
    print(np.round(np.asarray(total), 1))


if __name__ == "__main__":
    main()
