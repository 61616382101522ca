import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def masked_mape(pred, actual, mask):
    err = jnp.abs(pred - actual) / jnp.maximum(actual, 1.0)
    return jnp.sum(err * mask) / jnp.maximum(jnp.sum(mask), 1.0)


def stop_groups(n, rng):
    return {
        "all": jnp.ones(n, jnp.float32),
        "accessible": jnp.asarray(rng.random(n) < 0.6, jnp.float32),
        "downtown": jnp.asarray(np.arange(n) < 40, jnp.float32),
    }


def main():
    rng = np.random.default_rng(0)
    groups = stop_groups(150, rng)
    for week in range(4):
        actual = jnp.asarray(rng.poisson(40, 150), jnp.float32)
        pred = actual * jnp.asarray(rng.normal(1.0, 0.15, 150), jnp.float32)
        print(week, {g: round(float(masked_mape(pred, actual, m)), 4) for g, m in groups.items()})


if __name__ == "__main__":
    main()
