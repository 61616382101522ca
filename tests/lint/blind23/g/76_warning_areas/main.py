import jax
import jax.numpy as jnp

from groups import WARNING_AREAS, load_group


@jax.jit
def warning_level(stages, alert, severe):
    stages = jnp.atleast_2d(stages)
    worst = stages.max(axis=0)
    rising = jnp.diff(worst, append=worst[-1]) > 0.02
    level = (worst > alert).astype(jnp.int32) + (worst > severe).astype(jnp.int32)
    return level.max(), rising.sum()


def main():
    for area, gauges in WARNING_AREAS.items():
        lvl, n_rising = warning_level(load_group(gauges), 1.8, 2.4)
        print(f"{area:>12}: warning level {int(lvl)}, rising hours {int(n_rising)}")


if __name__ == "__main__":
    main()
