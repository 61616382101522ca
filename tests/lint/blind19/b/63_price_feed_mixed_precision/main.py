import jax
import jax.numpy as jnp
import numpy as np

from feed import daily_closes


@jax.jit
def mark_to_market(positions, closes, prev_closes):
    value = positions @ closes
    pnl = positions @ (closes - prev_closes)
    return value, pnl


def main():
    rng = np.random.default_rng(0)
    pos = jnp.asarray(rng.integers(-500, 500, 6).astype(np.float32))
    prev = daily_closes(rng, 0, 6)
    for day in range(1, 7):
        closes = daily_closes(rng, day, 6)
        value, pnl = mark_to_market(pos, closes, prev)
        prev = closes
        print(day, closes.dtype, round(float(value)), round(float(pnl), 2))


if __name__ == "__main__":
    main()
