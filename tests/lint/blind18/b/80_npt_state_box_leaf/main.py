import jax.numpy as jnp
import numpy as np

from dynamics import berendsen_box, nve_step
from state import NPTState

N_CYCLES = 5
INNER = 3


def virial_pressure(state):
    n = state.pos.shape[0]
    kin = float(jnp.sum(state.vel ** 2))
    return (n + kin) / (3.0 * state.box ** 3)


def main():
    grid = np.stack(np.meshgrid(*[np.arange(2)] * 3, indexing="ij"), -1).reshape(-1, 3)
    box = jnp.float32(2.4)
    state = NPTState(jnp.asarray(1.2 * grid + 0.3, jnp.float32), jnp.zeros((8, 3), jnp.float32), box)
    for cycle in range(N_CYCLES):
        for _ in range(INNER):
            state = nve_step(state)
        p = virial_pressure(state)
        state = NPTState(state.pos, state.vel, berendsen_box(state.box, p, target=1.0))
        print(cycle, round(float(state.box), 5), round(float(p), 4))


if __name__ == "__main__":
    main()
