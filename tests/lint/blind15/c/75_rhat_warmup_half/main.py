import jax
import jax.numpy as jnp

from diagnostics import split_rhat, warmup_length


def ar1_chains(key, n_chains=4, n_draws=400, rho=0.95, start=8.0):
    eps = jax.random.normal(key, (n_draws, n_chains))

    def step(x, e):
        x = rho * x + jnp.sqrt(1 - rho ** 2) * e
        return x, x
    _, xs = jax.lax.scan(step, jnp.full((n_chains,), start), eps)
    return xs.T


if __name__ == "__main__":
    for run in range(4):
        chains = ar1_chains(jax.random.PRNGKey(run))
        burn = warmup_length(chains.shape[1])
        kept = chains[:, burn:]
        print(f"run {run}: burn-in {burn}, R-hat {float(split_rhat(kept)):.4f}")
