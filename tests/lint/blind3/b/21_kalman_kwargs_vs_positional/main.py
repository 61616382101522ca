import numpy as np
import jax.numpy as jnp

from fit import grid_fit
from kalman import local_level_loglik


def main():
    rng = np.random.default_rng(13)
    level = np.cumsum(rng.normal(scale=0.3, size=120))
    y = jnp.asarray(level + rng.normal(scale=1.0, size=120), dtype=jnp.float32)
    ll, log_q, log_r = grid_fit(y)
    # re-evaluate the selected model on the same series for the report
    final = local_level_loglik(log_q=log_q, log_r=log_r, observations=y)
    print(f"q={np.exp(log_q):.3f} r={np.exp(log_r):.3f} loglik={float(final):.2f} (grid {ll:.2f})")


if __name__ == "__main__":
    main()
