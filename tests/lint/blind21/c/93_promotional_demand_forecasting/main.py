import jax.numpy as jnp
import numpy as np

from model import weekly_forecast

PROMO_WEEKS = {3, 4, 9}


def main():
    rng = np.random.default_rng(2)
    params = {
        "ar": jnp.asarray([0.5, 0.3, 0.2], jnp.float32),
        "bias": jnp.float32(2.0),
        "lift": jnp.float32(0.25),
    }
    for week in range(10):
        lags = jnp.asarray(rng.poisson(40, (8, 3)), jnp.float32)
        if week in PROMO_WEEKS:
            promo = jnp.asarray(rng.uniform(size=8) < 0.5, jnp.float32)
            pred = weekly_forecast(params, lags, promo=promo)
        else:
            pred = weekly_forecast(params, lags)
        print(f"week {week}: total forecast {float(pred.sum()):.1f}")


if __name__ == "__main__":
    main()
