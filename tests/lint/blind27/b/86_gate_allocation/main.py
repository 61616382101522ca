import jax
import jax.numpy as jnp
import numpy as np
from state import GateState


@jax.jit
def assign_gate(state, arrival_min, turn_min):
    free = state.occupied_until <= arrival_min
    gate = jnp.argmax(free)
    ok = free[gate]
    new_occ = state.occupied_until.at[gate].set(jnp.where(ok, arrival_min + turn_min, state.occupied_until[gate]))
    return state.replace(occupied_until=new_occ), jnp.where(ok, gate, -1)


rng = np.random.default_rng(86)
state = GateState(occupied_until=jnp.zeros(12, jnp.float32), n_gates=12, terminal="T2")
arrivals = np.sort(rng.uniform(360, 720, 30)).astype(np.float32)
unassigned = 0
for t in arrivals:
    state, gate = assign_gate(state, jnp.float32(t), jnp.float32(rng.uniform(35, 70)))
    unassigned += int(gate) < 0
print("unassigned arrivals:", unassigned)
