import equinox as eqx
import jax
import jax.numpy as jnp

from query import most_uncertain


def main():
    keys = jax.random.split(jax.random.PRNGKey(0), 5)
    models = [eqx.nn.MLP(2, 1, 16, 2, key=k) for k in keys]
    pool = jax.random.uniform(jax.random.PRNGKey(9), (200, 2), minval=-1, maxval=1)
    queried = []
    exclude_mask = jnp.zeros(pool.shape[0], bool)
    for t in range(6):
        i = int(most_uncertain(models, pool, exclude_mask))
        queried.append(i)
        exclude_mask = exclude_mask.at[i].set(True)
    print("queried", queried)


if __name__ == "__main__":
    main()
