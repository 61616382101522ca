import jax
import jax.numpy as jnp

from measure import correlation_length_profile

L = 16
N_SAMPLES = 64


@jax.jit
def gibbs_chain_1d(key, beta):
    spins = jnp.ones((N_SAMPLES, L))

    def site_update(carry, i):
        spins, key = carry
        key, sub = jax.random.split(key)
        h = jnp.roll(spins, 1, 1)[:, i] + jnp.roll(spins, -1, 1)[:, i]
        p_up = jax.nn.sigmoid(2.0 * beta * h)
        new = jnp.where(jax.random.uniform(sub, (N_SAMPLES,)) < p_up, 1.0, -1.0)
        return (spins.at[:, i].set(new), key), None

    sites = jnp.tile(jnp.arange(L), 40)
    (spins, _), _ = jax.lax.scan(site_update, (spins, key), sites)
    return spins


def main():
    samples = gibbs_chain_1d(jax.random.PRNGKey(0), 0.8)
    prof = correlation_length_profile(samples, L)
    print(" ".join(f"{r}:{c:.3f}" for r, c in prof.items()))


if __name__ == "__main__":
    main()
