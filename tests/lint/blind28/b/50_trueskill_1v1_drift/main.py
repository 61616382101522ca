import jax
import jax.numpy as jnp
import numpy as np

from state import init_skill_state

BETA = 25.0 / 6


@jax.jit
def trueskill_1v1(state, winner, loser, drift):
    mu, sigma = state["mu"], state["sigma"]
    sigma = jnp.sqrt(sigma ** 2 + drift)
    c = jnp.sqrt(2 * BETA ** 2 + sigma[winner] ** 2 + sigma[loser] ** 2)
    t = (mu[winner] - mu[loser]) / c
    pdf = jnp.exp(-0.5 * t ** 2) / jnp.sqrt(2 * jnp.pi)
    cdf = 0.5 * (1 + jax.lax.erf(t / jnp.sqrt(2.0)))
    v = pdf / jnp.maximum(cdf, 1e-6)
    w = v * (v + t)
    mu = mu.at[winner].add(sigma[winner] ** 2 / c * v).at[loser].add(-sigma[loser] ** 2 / c * v)
    sigma = sigma.at[winner].multiply(jnp.sqrt(1 - sigma[winner] ** 2 / c ** 2 * w))
    sigma = sigma.at[loser].multiply(jnp.sqrt(1 - sigma[loser] ** 2 / c ** 2 * w))
    return {"mu": mu, "sigma": sigma}


def main():
    rng = np.random.default_rng(10)
    state = init_skill_state(32)
    for rnd in range(8):
        perm = rng.permutation(32).astype(np.int32)
        # players idle since last round get more uncertainty
        drift = rng.uniform(0.0, 0.5, size=32).astype(np.float32)
        state = trueskill_1v1(state, perm[:16], perm[16:], drift)
    print(np.round(np.asarray(state["mu"][:6]), 2))


if __name__ == "__main__":
    main()
