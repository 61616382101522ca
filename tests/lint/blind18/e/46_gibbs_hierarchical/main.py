import numpy as np
import jax
import jax.numpy as jnp

from gibbs import gibbs_block

WARMUP_SWEEPS = 50
SAMPLE_SWEEPS = 80
N_SAMPLE_BLOCKS = 4


def main():
    rng = np.random.default_rng(0)
    J = 12
    n_per = jnp.asarray(rng.integers(5, 30, size=J), dtype=jnp.float32)
    ybar = jnp.asarray(rng.normal(1.0, 0.8, size=J), dtype=jnp.float32)
    state = (jnp.zeros(J), jnp.zeros(()), jnp.ones(()))
    key = jax.random.PRNGKey(0)

    key, sub = jax.random.split(key)
    state, _ = gibbs_block(sub, state, ybar, n_per, 1.0, n_sweeps=WARMUP_SWEEPS)

    kept = []
    for _ in range(N_SAMPLE_BLOCKS):
        key, sub = jax.random.split(key)
        state, mus = gibbs_block(sub, state, ybar, n_per, 1.0, n_sweeps=SAMPLE_SWEEPS)
        kept.append(mus)
    print("posterior mean of mu", float(jnp.concatenate(kept).mean()))


if __name__ == "__main__":
    main()
