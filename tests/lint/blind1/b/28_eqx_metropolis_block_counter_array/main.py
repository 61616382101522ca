import jax
import jax.numpy as jnp

from sampler import RandomWalkMetropolis


def banana_log_density(x):
    return -0.5 * (x[0] ** 2 / 4.0 + (x[1] - 0.25 * x[0] ** 2) ** 2)


def main():
    key = jax.random.PRNGKey(42)
    chain = RandomWalkMetropolis.create(banana_log_density, jnp.zeros(2))
    draws = []
    for _ in range(6):
        key, sub = jax.random.split(key)
        chain, xs, acc = chain.run_block(sub)
        draws.append(xs)
        print(f"block {int(chain.n_blocks)}: accept={float(acc):.2f} step={float(chain.step_size):.3f}")
    print("posterior mean", jnp.concatenate(draws).mean(axis=0))


if __name__ == "__main__":
    main()
