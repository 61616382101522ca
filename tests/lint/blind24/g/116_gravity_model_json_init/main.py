import json

import jax.numpy as jnp
import numpy as np

from gravity import adam, calibrate_step


def main():
    rng = np.random.default_rng(0)
    pop = jnp.asarray(rng.uniform(1, 5, 8), jnp.float32)
    jobs = jnp.asarray(rng.uniform(1, 5, 8), jnp.float32)
    tt = jnp.asarray(rng.uniform(5, 60, (8, 8)), jnp.float32)
    observed = pop[:, None] ** 0.9 * jobs[None, :] * jnp.exp(-0.05 * tt)
    with open("calib.json") as f:
        theta = json.load(f)
    opt_state = adam.init(theta)
    for it in range(30):
        theta, opt_state = calibrate_step(theta, opt_state, pop, jobs, tt, observed)
    print({k: round(float(v), 3) for k, v in theta.items()})


if __name__ == "__main__":
    main()
