import jax
import jax.numpy as jnp
import numpy as np

from features import daily_category_mix


@jax.jit
def mix_shift(today, baseline):
    n = today.shape[0]
    base = baseline[:n] / baseline[:n].sum()
    return 0.5 * jnp.abs(today - base).sum()


def main():
    rng = np.random.default_rng(0)
    baseline = jnp.ones(12) / 12
    for day in range(6):
        mix = daily_category_mix(rng, day)
        print(day, len(mix), round(float(mix_shift(mix, baseline)), 3))


if __name__ == "__main__":
    main()
