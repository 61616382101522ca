import jax
import jax.numpy as jnp

from thermostat import baoab_step

N_BEADS = 32
DT, GAMMA, KT = 0.05, 1.0, 0.5


def main():
    key = jax.random.PRNGKey(42)
    x = jnp.zeros((N_BEADS, 3))
    v = jnp.zeros((N_BEADS, 3))
    temps = []
    for step in range(8):
        key, sub = jax.random.split(key)
        x, v = baoab_step(x, v, sub, DT, GAMMA, KT)
        temps.append(float(jnp.mean(v**2)))
    print("instantaneous kT per step:", [round(t, 3) for t in temps])


if __name__ == "__main__":
    main()
