import jax
import jax.numpy as jnp
import numpy as np

from data import MiniBatches, creep_tests
from svi import optimizer, svi_step


def main():
    X, y = creep_tests()
    batches = MiniBatches(X, y, batch_size=16)
    params = {"mu": jnp.zeros(3, jnp.float32), "log_sd": jnp.full(3, -1.0, jnp.float32)}
    opt_state = optimizer.init(params)
    key = jax.random.PRNGKey(0)
    n_total = jnp.float32(len(y))
    for epoch in range(3):
        for Xb, yb, wb in batches:
            key, sub = jax.random.split(key)
            params, opt_state, loss = svi_step(params, opt_state, Xb, yb, wb, sub, n_total)
        print(f"epoch {epoch}: -elbo {float(loss):.1f}, mean {np.round(np.asarray(params['mu']), 2)}")


if __name__ == "__main__":
    main()
