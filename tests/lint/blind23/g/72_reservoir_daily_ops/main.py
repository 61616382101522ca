import jax.numpy as jnp
import numpy as np

from ops import daily_operation
from state import initial_state


def main():
    rng = np.random.default_rng(8)
    inflow = rng.gamma(2.0, 12.0, 120).astype(np.float32)
    state = initial_state(400.0)
    for day in range(120):
        state = daily_operation(state, inflow[day], 22.0, 500.0)
    print(f"storage {float(state.storage):.1f}, total spill {float(state.spill_total):.1f}")


if __name__ == "__main__":
    main()
