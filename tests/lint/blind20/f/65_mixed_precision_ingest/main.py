import jax
import jax.numpy as jnp

from sources import SOURCES


@jax.jit
def ramp_stats(mw):
    ramp = jnp.diff(mw)
    return jnp.max(jnp.abs(ramp)), jnp.std(ramp)


def main():
    for i, src in enumerate(SOURCES):
        series = src(48, seed=i)
        max_ramp, ramp_std = ramp_stats(series)
        print(src.__name__, round(float(max_ramp), 2), round(float(ramp_std), 2))


if __name__ == "__main__":
    main()
