import jax
import jax.numpy as jnp

from towns import TOWNS, replicates_for

BETA, GAMMA, DAYS = 0.3, 0.1, 60


def one_replicate(key, pop):
    def step(carry, key):
        s, i = carry
        k1, k2 = jax.random.split(key)
        new = jax.random.binomial(k1, s, 1.0 - jnp.exp(-BETA * i / pop))
        rec = jax.random.binomial(k2, i, GAMMA)
        return (s - new, i + new - rec), i
    keys = jax.random.split(key, DAYS)
    _, prev = jax.lax.scan(step, (pop - 3.0, jnp.float32(3.0)), keys)
    return prev


@jax.jit
def run_ensemble(keys, pop):
    paths = jax.vmap(one_replicate, in_axes=(0, None))(keys, pop)
    return paths.mean(axis=0), jnp.quantile(paths.max(axis=1), 0.9)


if __name__ == "__main__":
    key = jax.random.PRNGKey(0)
    for town, pop in TOWNS.items():
        key, sub = jax.random.split(key)
        n_reps = replicates_for(pop)
        mean_path, peak_q90 = run_ensemble(jax.random.split(sub, n_reps), jnp.float32(pop))
        print(f"{town:10s} reps={n_reps:3d} mean peak {float(mean_path.max()):7.1f} q90 {float(peak_q90):7.1f}")
