import jax.numpy as jnp

from sim import DT, simulate_stance

# measured ground contact times (s) from the optojump system
contacts = {"R1": 0.212, "R2": 0.188, "R3": 0.245, "R4": 0.199}
for runner, tc in contacts.items():
    n = int(tc / DT)
    f = simulate_stance((jnp.array(20000.0), jnp.array(70.0)), n_steps=n)
    print(runner, "peak vGRF (BW):", round(float(f.max() / (70 * 9.81)), 2))
