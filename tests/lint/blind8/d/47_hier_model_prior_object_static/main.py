import jax
import jax.numpy as jnp
import numpy as np

from model import langevin_step
from priors import default_priors

Y = jnp.array([28.0, 8.0, -3.0, 7.0, -1.0, 1.0, 18.0, 12.0])
SIGMA = jnp.array([15.0, 10.0, 16.0, 11.0, 9.0, 11.0, 10.0, 18.0])


def main():
    key = jax.random.PRNGKey(0)
    params = {"mu": jnp.zeros(()), "log_tau": jnp.zeros(()), "theta_raw": jnp.zeros(8)}
    step_size = jnp.float32(0.02)
    trace = []
    for it in range(8):
        key, sub = jax.random.split(key)
        params, lp = langevin_step(sub, params, Y, SIGMA, step_size, priors=default_priors())
        trace.append(float(params["mu"]))
        print(f"iter {it}: log joint={float(lp):.2f} mu={trace[-1]:.2f}")
    print("mean mu:", np.mean(trace).round(2))


if __name__ == "__main__":
    main()
