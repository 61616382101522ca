import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def add_session_load(total, rpe, minutes):
    return total + jnp.sum(rpe * minutes)


def weekly_loads(weeks):
    out = []
    for sessions in weeks:
        total = jnp.zeros((), jnp.float32)
        for rpe, minutes in sessions:
            total = add_session_load(total, rpe, minutes)
        out.append(float(total))
    return out


rng = np.random.default_rng(21)
weeks = [[(rng.uniform(3, 9, 12).astype(np.float32), rng.uniform(20, 90, 12).astype(np.float32))
          for _ in range(5)] for _ in range(4)]
loads = weekly_loads(weeks)
print("weekly sRPE load:", [round(l) for l in loads])
print("monotony proxy:", np.mean(loads) / np.std(loads))
