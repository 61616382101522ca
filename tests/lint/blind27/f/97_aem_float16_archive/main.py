import jax
import jax.numpy as jnp
import numpy as np

from archive import load_lines

GATE_TIMES = jnp.asarray(np.logspace(-5, -2, 20).astype(np.float32))


@jax.jit
def late_time_conductance(dbdt, gate_times):
    logd = jnp.log(jnp.abs(dbdt) + 1e-12)
    logt = jnp.log(gate_times)
    slope = jnp.polyfit(logt[10:], logd[:, 10:].T, 1)[0]
    return jnp.exp(-slope)


def main():
    for name, dbdt in load_lines():
        tau = late_time_conductance(dbdt, GATE_TIMES)
        print(f"{name}: {dbdt.dtype} data, max late-time decay index {float(tau.max()):.2f}")


if __name__ == "__main__":
    main()
