import jax
import jax.numpy as jnp

# decay heat per PBq (W), including daughters in equilibrium
Q_PER_PBQ = {"Cs-137": 93.0, "Sr-90": 180.0, "Co-60": 400.0, "Kr-85": 40.0, "Pu-241": 0.8}


@jax.jit
def decay_heat_w(inventory_pbq):
    return sum(Q_PER_PBQ[n] * a for n, a in inventory_pbq.items())
