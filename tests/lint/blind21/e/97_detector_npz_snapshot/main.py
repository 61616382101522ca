import jax
import jax.numpy as jnp
import numpy as np

from snapshot import dump_state, load_state

N_KPIS = 5


@jax.jit
def ingest(state, x, alpha=0.1):
    mean = (1 - alpha) * state["mean"] + alpha * x
    var = (1 - alpha) * state["var"] + alpha * (x - state["mean"]) ** 2
    z = (x - state["mean"]) / jnp.sqrt(state["var"] + 1e-6)
    return {"mean": mean, "var": var, "n": state["n"] + 1, "peak": jnp.maximum(state["peak"], jnp.abs(z).max())}, z


def main():
    rng = np.random.default_rng(131)
    state = {"mean": jnp.zeros(N_KPIS), "var": jnp.ones(N_KPIS),
             "n": jnp.zeros((), jnp.int32), "peak": jnp.zeros(())}
    for t in range(6):
        state, z = ingest(state, jnp.asarray(rng.normal(size=N_KPIS), jnp.float32))
        if t == 2:
            blob = dump_state(state)
            state = load_state(blob)
        print(t, int(state["n"]), round(float(state["peak"]), 3))


if __name__ == "__main__":
    main()
