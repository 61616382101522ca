import jax.numpy as jnp
import numpy as np

from events import cumulative_abnormal_return, detect_jump

EARNINGS_DAYS = [60, 125, 190]


def simulate(n=260, seed=5):
    rng = np.random.default_rng(seed)
    market = rng.normal(0.0003, 0.01, n)
    stock = 0.0002 + 1.2 * market + rng.normal(0, 0.008, n)
    for d in EARNINGS_DAYS:
        stock[d] += rng.choice([-1, 1]) * 0.05
    stock[230] -= 0.07  # unscheduled news
    return jnp.asarray(stock.astype(np.float32)), jnp.asarray(market.astype(np.float32))


def main():
    stock, market = simulate()
    for day in EARNINGS_DAYS:
        car = cumulative_abnormal_return(stock, market, day)
        print(f"earnings day {day}: CAR={float(car):+.4f}")
    for start, stop in [(200, 245), (30, 55), (140, 180)]:
        day = detect_jump(stock, start, stop)
        car = cumulative_abnormal_return(stock, market, day)
        print(f"jump at day {int(day)}: CAR={float(car):+.4f}")


if __name__ == "__main__":
    main()
