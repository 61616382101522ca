import jax
import jax.numpy as jnp
import numpy as np

from sources import live_cycles, make_archive, replay_cycles


@jax.jit
def leak_rate(decay, valid, limit):
    w = valid.astype(jnp.float32)
    rate = jnp.sum(decay * w) / jnp.maximum(jnp.sum(w), 1.0)
    return rate, rate > limit


def main():
    rng = np.random.default_rng(127)
    limit = np.float32(0.025)
    for decay, valid in replay_cycles(make_archive(rng)):
        rate, fail = leak_rate(decay, valid, limit)
        print("replay", round(float(rate), 4), bool(fail))
    for decay, valid in live_cycles(rng):
        rate, fail = leak_rate(decay, valid, limit)
        print("live", round(float(rate), 4), bool(fail))


if __name__ == "__main__":
    main()
