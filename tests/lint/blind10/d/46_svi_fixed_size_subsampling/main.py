import jax
import jax.numpy as jnp
import numpy as np

from data import load_counts, minibatches
from svi import optimizer, svi_step

BATCH_SIZE = 16
EPOCHS = 3


def main():
    exposure, counts = load_counts()
    n = len(counts)
    params = {"loc": jnp.zeros(()), "log_scale": jnp.full((), -1.0, jnp.float32)}
    opt_state = optimizer.init(params)
    key = jax.random.PRNGKey(0)
    rng = np.random.default_rng(0)
    for epoch in range(EPOCHS):
        for idx in minibatches(n, BATCH_SIZE, rng):
            key, sub = jax.random.split(key)
            params, opt_state, loss = svi_step(params, opt_state, sub, exposure[idx], counts[idx], n)
        print(f"epoch {epoch} -elbo {float(loss):.2f} rate ~ {float(jnp.exp(params['loc'])):.3f}")


if __name__ == "__main__":
    main()
