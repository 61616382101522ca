import jax
import jax.numpy as jnp
import numpy as np

from windows import full_weeks


@jax.jit
def week_summary(days):
    total = days.sum(axis=0)
    return total, days[:5].sum(axis=0) / jnp.maximum(total, 1.0)


def main():
    rng = np.random.default_rng(0)
    daily = rng.poisson(900, (45, 6)).astype(np.float32)
    weeks = full_weeks(daily)
    for w in range(weeks.shape[0]):
        total, share = week_summary(weeks[w])
        print(w, int(total.sum()), round(float(share.mean()), 3))
    print("days not in a full week:", len(daily) - weeks.shape[0] * 7)


if __name__ == "__main__":
    main()
