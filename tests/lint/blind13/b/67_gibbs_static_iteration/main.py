import jax
import jax.numpy as jnp
import numpy as np

from gibbs import gibbs_sweep

N_GROUPS = 6
N_ITER = 8


def school_scores(seed=0):
    rng = np.random.default_rng(seed)
    true_theta = rng.normal(0.0, 2.0, N_GROUPS)
    group = rng.integers(0, N_GROUPS, 120)
    y = true_theta[group] + rng.normal(size=120)
    return jnp.asarray(y, jnp.float32), jnp.asarray(group, jnp.int32)


def main():
    y, group = school_scores()
    state = (jnp.zeros(N_GROUPS), jnp.float32(0.0), jnp.float32(1.0))
    key = jax.random.PRNGKey(0)
    kept = []
    for it in range(N_ITER):
        key, sub = jax.random.split(key)
        state, record = gibbs_sweep(sub, state, y, group, N_GROUPS, iteration=it)
        if record:
            kept.append(float(state[1]))
    print(f"kept {len(kept)} draws of mu: {np.round(kept, 3)}; last tau^2 = {float(state[2]):.3f}")


if __name__ == "__main__":
    main()
