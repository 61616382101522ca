import jax.numpy as jnp

from zoo import get_simulator

INITIAL = {
    "SIR": jnp.array([9_990.0, 10.0, 0.0]),
    "SEIR": jnp.array([9_990.0, 0.0, 10.0, 0.0]),
}

if __name__ == "__main__":
    rate_grid = jnp.array([[0.25, 0.2, 0.1], [0.3, 0.2, 0.1], [0.35, 0.2, 0.1]])
    for rates in rate_grid:
        for structure in ("SIR", "SEIR"):
            incidence = get_simulator(structure)(INITIAL[structure], rates)
            print(f"{structure:4s} beta={float(rates[0]):.2f} attack={float(incidence.sum()):.0f}")
