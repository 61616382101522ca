import jax
import jax.numpy as jnp
import numpy as np

from fit import fit_step, tx

L2_GRID = [0.0, 0.01, 0.1, 1.0]

step = jax.jit(fit_step)


def survey_counts(seed, years=25):
    rng = np.random.default_rng(seed)
    n = [30.0]
    for _ in range(years - 1):
        n.append(n[-1] * np.exp(0.9 * (1 - n[-1] / 120.0)) * rng.lognormal(0, 0.2))
    return np.array(n, np.float32)


def main():
    counts = jnp.asarray(survey_counts(7))
    for l2 in L2_GRID:
        penalty = jnp.float32(l2)
        params = {"r": jnp.array(0.5, jnp.float32), "log_k": jnp.log(jnp.array(80.0, jnp.float32))}
        opt_state = tx.init(params)
        for _ in range(50):
            params, opt_state, loss = step(params, opt_state, counts, penalty)
        print(f"l2={l2}: r={float(params['r']):.3f} K={float(jnp.exp(params['log_k'])):.1f}")


if __name__ == "__main__":
    main()
