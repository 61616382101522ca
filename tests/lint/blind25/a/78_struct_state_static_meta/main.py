import jax.numpy as jnp
import numpy as np

from phenology import advance_hour_block
from state import OrchardState


def main():
    rng = np.random.default_rng(8)
    state = OrchardState(chill_portions=jnp.float32(40.0), gdh=jnp.float32(0.0), doy=jnp.int32(20))
    for day in range(30):
        temps = jnp.asarray(rng.normal(4.0 + 0.3 * day, 4.0, 24), jnp.float32)
        state = advance_hour_block(state, temps)
    print(f"{state.cultivar}: DOY {int(state.doy)}, chill {float(state.chill_portions):.1f}, GDH {float(state.gdh):.0f}")


if __name__ == "__main__":
    main()
