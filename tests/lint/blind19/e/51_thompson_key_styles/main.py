import jax
import jax.numpy as jnp


def round_key(seed, rnd):
    return jax.random.key(seed * 1000 + rnd)


SEED = 7


@jax.jit
def thompson_pick(key, alpha, beta):
    theta = jax.random.beta(key, alpha, beta)
    return jnp.argmax(theta)


def pull(arm, key):
    probs = jnp.linspace(0.2, 0.8, 10)
    return jax.random.bernoulli(key, probs[arm])


def main():
    alpha = jnp.ones(10)
    beta = jnp.ones(10)
    key = jax.random.PRNGKey(SEED)
    for rnd in range(8):
        arm = thompson_pick(key, alpha, beta)
        r = pull(arm, key).astype(jnp.float32)
        alpha = alpha.at[arm].add(r)
        beta = beta.at[arm].add(1.0 - r)
        key = round_key(SEED, rnd + 1)
    print("posterior means", (alpha / (alpha + beta)).round(2))


if __name__ == "__main__":
    main()
