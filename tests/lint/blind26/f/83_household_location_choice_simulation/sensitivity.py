import jax
from sim import simulate_moves

def run_sensitivity(utilities, seeds):
    out = []
    for s in seeds:
        out.append(simulate_moves(jax.random.key(s), utilities, 20.0))
    return out
