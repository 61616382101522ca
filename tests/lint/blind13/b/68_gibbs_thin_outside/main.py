import jax
import jax.numpy as jnp
import numpy as np

from gibbs import gibbs_sweep

N_GROUPS = 8
N_ITER = 8
THIN = 2


def reactor_batches(seed=0):
    """Yield measurements from 8 production batches of a catalyst."""
    rng = np.random.default_rng(seed)
    batch_effect = rng.normal(0.0, 1.5, N_GROUPS)
    group = rng.integers(0, N_GROUPS, 160)
    y = 10.0 + batch_effect[group] + rng.normal(size=160)
    return jnp.asarray(y, jnp.float32), jnp.asarray(group, jnp.int32)


def main():
    y, group = reactor_batches()
    state = (jnp.zeros(N_GROUPS), jnp.float32(0.0), jnp.float32(1.0))
    key = jax.random.PRNGKey(0)
    kept = []
    for it in range(N_ITER):
        key, sub = jax.random.split(key)
        state = gibbs_sweep(sub, state, y, group, N_GROUPS)
        if it % THIN == 0:
            kept.append(float(state[1]))
    print(f"kept {len(kept)} draws of mu: {np.round(kept, 3)}; last tau^2 = {float(state[2]):.3f}")


if __name__ == "__main__":
    main()
