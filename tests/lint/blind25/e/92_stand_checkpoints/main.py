import json
import numpy as np
import jax
import jax.numpy as jnp
from state_io import from_inventory, from_checkpoint

@jax.jit
def stand_increment(state, years):
    ba = state["ba"] + years * 0.08 * state["top_h"] * jnp.exp(-state["ba"] / 40.0)
    return {"ba": ba, "tph": state["tph"] * jnp.exp(-0.004 * years * ba), "top_h": state["top_h"] + 0.3 * years}

rng = np.random.default_rng(68)
stands = [from_inventory(rng), from_checkpoint(json.dumps({"top_h": 16.0, "ba": 21.0, "tph": 900.0})), from_inventory(rng)]
for i, st in enumerate(stands):
    print(i, {k: round(float(v), 1) for k, v in stand_increment(st, np.float32(5.0)).items()})
