import jax
import jax.numpy as jnp
import numpy as np
from state import GateState


@jax.jit
def allocate_gate(state, arrival_min, turn_min):
    free = state.occupied_until <= arrival_min
    gate = jnp.argmax(free)
    ok = free[gate]
    new_occ = state.occupied_until.at[gate].set(jnp.where(ok, arrival_min + turn_min, state.occupied_until[gate]))
    return state.replace(occupied_until=new_occ), jnp.where(ok, gate, -1)


rng = np.random.default_rng(87)
terminals = {name: GateState(occupied_until=jnp.zeros(12, jnp.float32), n_gates=12, terminal=name)
             for name in ["T1", "T2", "T3", "T5"]}
arrivals = np.sort(rng.uniform(360, 720, 40)).astype(np.float32)
unassigned = {name: 0 for name in terminals}
for t in arrivals:
    name = ["T1", "T2", "T3", "T5"][int(rng.integers(0, 4))]
    terminals[name], gate = allocate_gate(terminals[name], jnp.float32(t), jnp.float32(rng.uniform(35, 70)))
    unassigned[name] += int(gate) < 0
print("unassigned arrivals:", unassigned)
