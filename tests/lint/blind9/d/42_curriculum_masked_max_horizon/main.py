import jax
import jax.numpy as jnp

from envs import masked_return, policy_gradient

ITERATIONS = 6


def horizon_for(iteration, start=10, increment=5):
    return jnp.asarray(min(60, start + increment * iteration), dtype=jnp.int32)


def main():
    w = 0.1 * jax.random.normal(jax.random.PRNGKey(0), (6, 2))
    goal, start = jnp.array([0.5, -0.3]), jnp.zeros(4)
    key = jax.random.PRNGKey(1)
    for it in range(ITERATIONS):
        h = horizon_for(it)
        key, k_train, k_eval = jax.random.split(key, 3)
        w = w + 0.05 * policy_gradient(w, k_train, start, goal, h, explore=True)
        greedy = masked_return(w, k_eval, start, goal, h, explore=False)
        print(f"iter {it} horizon {int(h)} greedy return/step {float(greedy) / int(h):.4f}")


if __name__ == "__main__":
    main()
