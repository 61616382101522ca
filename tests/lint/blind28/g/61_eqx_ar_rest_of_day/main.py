import numpy as np
import equinox as eqx
import jax.numpy as jnp

from model import ARForecaster, rollout


def hours_left_today(hour):
    return 24 - hour


def main():
    rng = np.random.default_rng(70)
    coef = jnp.array([0.05, 0.1, 0.15, 0.7], dtype=jnp.float32)
    model = ARForecaster(coef=coef, horizon=24)
    load = (1 + 0.2 * np.sin(np.arange(200) / 4) + 0.02 * rng.standard_normal(200)).astype(np.float32)
    for hour in range(0, 24, 4):
        model = eqx.tree_at(lambda m: m.horizon, model, hours_left_today(hour))
        fc = rollout(model, load[:100 + hour])
        print(hour, fc.shape[0], round(float(fc.sum()), 3))


if __name__ == "__main__":
    main()
