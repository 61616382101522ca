import jax.numpy as jnp

from cohort import PATIENTS, visits_for
from iop_model import simulate_iop


def main():
    params = (jnp.float32(2.5), jnp.float32(0.25), jnp.float32(9.0), jnp.float32(0.5), jnp.float32(0.3))
    for p in PATIENTS:
        ts = jnp.asarray(visits_for(p))
        iop = simulate_iop(jnp.float32(p["iop0"]), params, ts)
        print(p["id"], len(ts), [round(float(v), 1) for v in iop])


if __name__ == "__main__":
    main()
