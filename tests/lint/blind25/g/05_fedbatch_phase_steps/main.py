import jax.numpy as jnp

from schedule import FEED_PLAN, DT, steps_for
from sim import run_phase


def main():
    state = jnp.array([0.5, 20.0, 2.0])  # biomass g/L, glucose g/L, volume L
    for phase in FEED_PLAN:
        state, biomass = run_phase(state, jnp.float32(phase.feed_rate), steps_for(phase), jnp.float32(DT))
        print(f"{phase.name:>10}: X={float(state[0]):.2f} g/L S={float(state[1]):.2f} V={float(state[2]):.2f}")


if __name__ == "__main__":
    main()
