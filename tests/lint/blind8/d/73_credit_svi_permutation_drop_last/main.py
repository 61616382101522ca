import jax
import jax.numpy as jnp
import numpy as np

from book import loan_book, minibatches
from svi_logit import svi_step

BATCH = 128
LR = jnp.float32(2e-4)


def main():
    rng = np.random.default_rng(1)
    key = jax.random.PRNGKey(0)
    var_params = (jnp.zeros(4), jnp.full((4,), -2.0, dtype=jnp.float32))
    for day in range(5):
        x, y = loan_book(day)
        n_total = jnp.float32(len(y))
        for idx in minibatches(len(y), BATCH, rng):
            key, sub = jax.random.split(key)
            var_params, loss = svi_step(var_params, sub, x[idx], y[idx], n_total, LR)
        print(f"day {day}: {len(y)} loans, -elbo={float(loss):.1f}, "
              f"posterior mean={np.asarray(var_params[0]).round(2)}")


if __name__ == "__main__":
    main()
