import jax
import jax.numpy as jnp
import numpy as np
import optax

from data import clean_batches, sensor_readings
from model import init_features, nll

opt = optax.sgd(1e-4, momentum=0.9)


@jax.jit
def sgd_step(weights, opt_state, x, y, W, b):
    loss, g = jax.value_and_grad(nll)(weights, x, y, W, b)
    updates, opt_state = opt.update(g, opt_state)
    return optax.apply_updates(weights, updates), opt_state, loss


if __name__ == "__main__":
    x, y = sensor_readings()
    W, b = init_features(jax.random.PRNGKey(0), 2, 100)
    weights = jnp.zeros(100, dtype=jnp.float32)
    opt_state = opt.init(weights)
    rng = np.random.default_rng(0)
    for epoch in range(3):
        for xb, yb in clean_batches(x, y, 50, rng):
            weights, opt_state, loss = sgd_step(weights, opt_state, xb, yb, W, b)
        print(f"epoch {epoch}: loss {float(loss):.3f}")
