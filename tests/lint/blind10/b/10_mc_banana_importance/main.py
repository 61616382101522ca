import jax
import jax.numpy as jnp
import numpy as np

from estimators import log_target, weighted_moments

N_PARTICLES = 2048
BOX = 6.0


def propose(key, n):
    return jax.random.normal(key, (n, 2)) * 2.5


def run(n_rounds=6, seed=0):
    key = jax.random.PRNGKey(seed)
    estimates = []
    for r in range(n_rounds):
        key, sub = jax.random.split(key)
        x = propose(sub, N_PARTICLES)
        inside = jnp.all(jnp.abs(x) < BOX, axis=1)
        log_q = -0.5 * jnp.sum((x / 2.5) ** 2, axis=1)
        mean, ess = weighted_moments(x, log_target(x) - log_q, inside)
        estimates.append(np.asarray(mean))
        print(f"round {r}: kept {int(inside.sum())} mean={np.round(np.asarray(mean), 3)} ess={float(ess):.0f}")
    return np.mean(estimates, axis=0)


if __name__ == "__main__":
    print("estimate:", run())
