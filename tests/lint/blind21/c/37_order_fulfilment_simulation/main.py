import jax
import jax.numpy as jnp
import numpy as np

from state import LineState


@jax.jit
def serve(state, demand, receipts):
    available = state.on_hand + receipts
    owed = demand if state.backlog is None else demand + state.backlog
    shipped = jnp.minimum(available, owed)
    return available - shipped, owed - shipped, shipped.sum()


def settle(on_hand, short):
    if np.any(np.asarray(short) > 0):
        return LineState(on_hand, short)
    return LineState(on_hand)


def main():
    rng = np.random.default_rng(21)
    state = LineState(on_hand=jnp.full((4,), 25.0, jnp.float32))
    for week in range(8):
        demand = jnp.asarray(rng.poisson(9, 4), jnp.float32)
        receipts = jnp.full((4,), 12.0 if week % 2 else 0.0, jnp.float32)
        on_hand, short, shipped = serve(state, demand, receipts)
        state = settle(on_hand, short)
        print(f"week {week}: shipped {float(shipped):.0f}, backlog {'yes' if state.backlog is not None else 'no'}")


if __name__ == "__main__":
    main()
