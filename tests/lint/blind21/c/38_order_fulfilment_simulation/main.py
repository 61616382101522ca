import jax
import jax.numpy as jnp
import numpy as np

from state import LineState


@jax.jit
def serve(state, demand, receipts):
    available = state.on_hand + receipts
    owed = demand + state.backlog
    shipped = jnp.minimum(available, owed)
    return LineState(available - shipped, owed - shipped), shipped.sum()


def main():
    rng = np.random.default_rng(21)
    state = LineState.fresh(jnp.full((4,), 25.0, jnp.float32))
    for week in range(8):
        demand = jnp.asarray(rng.poisson(9, 4), jnp.float32)
        receipts = jnp.full((4,), 12.0 if week % 2 else 0.0, jnp.float32)
        state, shipped = serve(state, demand, receipts)
        has_backlog = bool((state.backlog > 0).any())
        print(f"week {week}: shipped {float(shipped):.0f}, backlog {'yes' if has_backlog else 'no'}")


if __name__ == "__main__":
    main()
