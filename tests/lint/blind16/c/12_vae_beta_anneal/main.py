import jax
import jax.numpy as jnp
import numpy as np

from schedule import kl_weight
from train import model, optimizer, train_step

WARMUP = 5


def main():
    rng = np.random.default_rng(0)
    data = jnp.asarray(rng.standard_normal((64, 8)).astype(np.float32))
    key = jax.random.PRNGKey(0)
    params = model.init(key, data[:1], key)
    opt_state = optimizer.init(params)
    for step in range(1, 11):
        key, sub = jax.random.split(key)
        beta = kl_weight(step, WARMUP)
        params, opt_state, loss = train_step(params, opt_state, data, sub, beta)
    print("final loss", float(loss))


if __name__ == "__main__":
    main()
