import jax
import jax.numpy as jnp

import config
from fit import loss, model, projected_step
from utils import shrink_bounds


def run():
    t = jnp.linspace(0, 6, 200)
    y = model(jnp.array([2.0, 0.3, 3.0]), t) + 0.02 * jax.random.normal(jax.random.PRNGKey(0), t.shape)
    lr = jnp.float32(config.LEARNING_RATE)
    theta = jnp.array([1.0, 0.5, 2.8])
    bounds = config.BOUNDS
    for stage in range(3):
        for _ in range(config.STEPS_PER_STAGE):
            theta = projected_step(theta, t, y, bounds, lr)
        print(f"stage {stage}: loss {float(loss(theta, t, y)):.5f} theta {theta}")
        bounds = shrink_bounds(theta, bounds)
    return theta


if __name__ == "__main__":
    run()
