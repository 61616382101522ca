import jax
import jax.numpy as jnp
import numpy as np

from hawkes import hawkes_loglik

DAYS = 6
HORIZON = 24.0


def trading_days(rng):
    """Order-arrival times (hours) per day; bursty, so the count varies a lot."""
    for _ in range(DAYS):
        base = np.sort(rng.uniform(0, HORIZON, rng.poisson(20)))
        bursts = np.concatenate([b + rng.exponential(0.2, rng.poisson(2)) for b in base])
        yield np.sort(np.clip(np.concatenate([base, bursts]), 0, HORIZON)).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    log_params = jnp.log(jnp.array([0.8, 0.5, 2.0]))
    total = 0.0
    for day, times in enumerate(trading_days(rng)):
        ll = hawkes_loglik(log_params, times, HORIZON)
        total += float(ll)
        print(f"day {day}: {len(times)} events, log-likelihood {float(ll):.2f}")
    print(f"total log-likelihood {total:.2f}")


if __name__ == "__main__":
    main()
