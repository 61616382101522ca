import jax
import jax.numpy as jnp

from ensemble import propagate_ensemble


def main():
    key = jax.random.PRNGKey(0)
    members = jnp.array([1.0, 1.0, 20.0]) + 0.01 * jax.random.normal(key, (16, 3))
    for cycle in range(4):
        members = propagate_ensemble(members)
        print(cycle, float(members.std(axis=0).mean()))


if __name__ == "__main__":
    main()
