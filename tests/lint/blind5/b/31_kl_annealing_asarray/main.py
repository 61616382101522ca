import jax
import jax.numpy as jnp
import numpy as np

from objectives import annealed_elbo_step
from schedule import kl_weight

WARMUP = 4


def main():
    y = jnp.asarray(np.random.default_rng(0).normal(2.0, 1.0, size=50), dtype=jnp.float32)
    params = {"m": jnp.array(0.0), "log_s": jnp.array(0.0)}
    key = jax.random.PRNGKey(0)
    for step in range(8):
        key, sub = jax.random.split(key)
        beta = kl_weight(step, WARMUP)
        params, loss = annealed_elbo_step(params, sub, y, beta)
        print(f"step {step} beta={float(beta):.2f} loss={float(loss):.3f}")


if __name__ == "__main__":
    main()
