import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def update_kd_ema(ema, kills, deaths, decay):
    kd = kills / jnp.maximum(deaths, 1.0)
    return decay * ema + (1.0 - decay) * kd


def decay_for(match_index):
    # early matches move the estimate more
    if match_index < 3:
        return 0
    return 0.9


def main():
    rng = np.random.default_rng(3)
    ema = jnp.zeros(10)
    for m in range(8):
        kills = jnp.asarray(rng.poisson(12, size=10), dtype=jnp.float32)
        deaths = jnp.asarray(rng.poisson(10, size=10), dtype=jnp.float32)
        ema = update_kd_ema(ema, kills, deaths, decay_for(m))
    print(np.round(np.asarray(ema), 3))


if __name__ == "__main__":
    main()
