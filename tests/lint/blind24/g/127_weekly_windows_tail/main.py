import jax
import jax.numpy as jnp
import numpy as np

from windows import weekly_windows


@jax.jit
def weekly_kpis(days):
    total = days.sum(axis=0)
    weekday_share = days[:5].sum(axis=0) / jnp.maximum(total, 1.0)
    return total, weekday_share


def main():
    rng = np.random.default_rng(0)
    daily = rng.poisson(900, (45, 6)).astype(np.float32)
    for week, block in weekly_windows(daily):
        total, share = weekly_kpis(jnp.asarray(block))
        print(week, block.shape[0], int(total.sum()), round(float(share.mean()), 3))


if __name__ == "__main__":
    main()
