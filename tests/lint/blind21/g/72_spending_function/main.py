import jax
import jax.numpy as jnp
import numpy as np
from jax.scipy.stats import norm

from state import SpendingState, initial_state

TOTAL_ALPHA = 0.05
PLANNED_LOOKS = 5
PER_LOOK = 100


@jax.jit
def update(state, control, treatment):
    sum_c = state.sum_c + control.sum()
    sum_t = state.sum_t + treatment.sum()
    n = state.n + control.shape[0]
    frac = (state.look + 1) / PLANNED_LOOKS
    spend = TOTAL_ALPHA * frac ** 2
    z = (sum_t - sum_c) / jnp.sqrt(2 * n)
    reject = 2 * (1 - norm.cdf(jnp.abs(z))) < spend - state.alpha_spent
    new = state.replace(sum_c=sum_c, sum_t=sum_t, n=n, alpha_spent=spend, look=state.look + 1)
    return new, z, reject


def main():
    rng = np.random.default_rng(71)
    state = initial_state()
    for _ in range(PLANNED_LOOKS):
        c = rng.normal(0.0, 1.0, PER_LOOK).astype(np.float32)
        t = rng.normal(0.1, 1.0, PER_LOOK).astype(np.float32)
        state, z, reject = update(state, c, t)
        print(f"look {int(state.look)}: z={float(z):.3f} reject={bool(reject)}")


if __name__ == "__main__":
    main()
