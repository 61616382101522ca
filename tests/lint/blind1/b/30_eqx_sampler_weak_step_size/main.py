import jax
import jax.numpy as jnp

from sampler import RandomWalkMetropolis


def mixture_log_density(x):
    a = -0.5 * jnp.sum((x - 2.0) ** 2)
    b = -0.5 * jnp.sum((x + 2.0) ** 2)
    return jnp.logaddexp(a, b)


def run_chain(seed, n_blocks=4):
    key = jax.random.PRNGKey(seed)
    chain = RandomWalkMetropolis.create(mixture_log_density, jnp.zeros(3), step_size=1.0)
    draws = []
    for _ in range(n_blocks):
        key, sub = jax.random.split(key)
        chain, xs, acc = chain.run_block(sub)
        draws.append(xs)
    return chain, jnp.concatenate(draws)


def main():
    for seed in range(2):
        chain, xs = run_chain(seed)
        print(f"chain {seed}: blocks={int(chain.n_blocks)} step={float(chain.step_size):.3f} "
              f"mean={jnp.round(xs.mean(0), 2)}")


if __name__ == "__main__":
    main()
