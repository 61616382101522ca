import jax
import jax.numpy as jnp
from numpyro.infer.util import log_density

from model import slip_rate_model

AGES = jnp.array([2.1, 5.4, 9.8, 14.0, 20.5])
OFFSETS = jnp.array([6.5, 17.0, 30.1, 41.7, 63.0])


@jax.jit
def joint_log_density(params, obs):
    lp, _ = log_density(slip_rate_model, (OFFSETS, AGES), {"obs": obs}, params)
    return lp


def main():
    grid = jnp.linspace(1.5, 4.5, 7)
    prior_obs = None
    for rate in grid:
        params = {"rate": rate, "sigma": jnp.float32(2.0), "offset": rate * AGES}
        print("prior", float(rate), float(joint_log_density(params, prior_obs)))
    for rate in grid:
        params = {"rate": rate, "sigma": jnp.float32(2.0)}
        print("posterior", float(rate), float(joint_log_density(params, OFFSETS)))


if __name__ == "__main__":
    main()
