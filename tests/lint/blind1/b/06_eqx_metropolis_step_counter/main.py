import jax
import jax.numpy as jnp

from sampler import RandomWalkMetropolis, adapt, sample_block


def banana_log_density(x):
    return -0.5 * (x[0] ** 2 / 4.0 + (x[1] - 0.25 * x[0] ** 2) ** 2)


def main():
    key = jax.random.PRNGKey(42)
    state = RandomWalkMetropolis.create(banana_log_density, jnp.zeros(2))
    draws = []
    for block in range(6):
        key, sub = jax.random.split(key)
        state, xs, acc = sample_block(state, banana_log_density, sub)
        state = adapt(state, acc)
        draws.append(xs)
        print(f"block {block}: accept={float(acc):.2f} step={float(state.step_size):.3f}")
    samples = jnp.concatenate(draws)
    print("posterior mean", samples.mean(axis=0))


if __name__ == "__main__":
    main()
