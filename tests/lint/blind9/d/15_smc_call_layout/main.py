import jax
import jax.numpy as jnp
import numpy as np

from forecast import one_step_volatility
from smc import run_filter

N_PARTICLES = 256
OBS_SCALE = 0.5


def simulate_returns(T=8, seed=0):
    rng = np.random.default_rng(seed)
    h, ys = 0.0, []
    for _ in range(T):
        h = 0.95 * h + 0.3 * rng.standard_normal()
        ys.append(OBS_SCALE * np.exp(h / 2) * rng.standard_normal())
    return np.asarray(ys, np.float32)


def main():
    returns = simulate_returns()
    key = jax.random.PRNGKey(0)
    particles, log_w, loglik = run_filter(key, jnp.asarray(returns[:-1]), N_PARTICLES)
    print(f"log-likelihood of first {len(returns) - 1} returns: {loglik:.3f}")
    vol = one_step_volatility(jax.random.PRNGKey(1), particles, log_w, returns[-1], OBS_SCALE)
    print(f"filtered volatility at T: {vol:.3f}")


if __name__ == "__main__":
    main()
