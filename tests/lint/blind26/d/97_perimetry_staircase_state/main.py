import jax
import jax.numpy as jnp
import numpy as np

from state import PerimetryState


@jax.jit
def staircase_update(state, seen):
    direction = jnp.where(seen, 1.0, -1.0)
    prev = jnp.sign(state.step_db)
    reversal = (prev != direction) & (prev != 0)
    step = jnp.where(reversal, jnp.abs(state.step_db) / 2, jnp.abs(state.step_db)) * direction
    return state.replace(estimate=state.estimate + step, step_db=step, reversals=state.reversals + reversal)


def main():
    rng = np.random.default_rng(0)
    true = rng.uniform(18, 32, size=54).astype(np.float32)
    state = PerimetryState(estimate=jnp.full(54, 25.0), step_db=jnp.full(54, 4.0, dtype=jnp.float32), reversals=jnp.zeros(54, jnp.int32))
    for trial in range(8):
        p = 1 / (1 + np.exp(-(true - np.asarray(state.estimate))))
        seen = rng.uniform(size=54) < p
        state = staircase_update(state, seen)
        print(trial, state.device, round(float(jnp.abs(state.estimate - true).mean()), 2))


if __name__ == "__main__":
    main()
