import numpy as np
import jax.numpy as jnp

from state import FitState
from fit import cox_exp_epoch, hazard_nll


def main():
    rng = np.random.default_rng(371)
    x = jnp.asarray(rng.normal(size=(700, 3)), jnp.float32)
    t = jnp.asarray(rng.exponential(5.0, 700), jnp.float32)
    event = jnp.asarray(rng.uniform(size=700) < 0.6, jnp.float32)
    state = FitState(jnp.zeros(4), jnp.zeros(4))
    for _ in range(6):
        state = cox_exp_epoch(state, t, event, x)
    print(state.epoch, round(float(hazard_nll(state.params, t, event, x)), 4))


if __name__ == "__main__":
    main()
