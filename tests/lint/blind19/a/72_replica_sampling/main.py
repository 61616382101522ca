import jax
import jax.numpy as jnp

from ensemble import advance_replicas

N_REPLICAS = 8
# round after which each replica's sampling budget is used up
BUDGET = [2, 5, 5, 3, 6, 6, 4, 6]


def main():
    key = jax.random.PRNGKey(0)
    xs = jnp.full((N_REPLICAS, 16), -1.0, dtype=jnp.float32)
    budget = jnp.array(BUDGET)
    for rnd in range(6):
        live = budget > rnd
        key, sub = jax.random.split(key)
        keys = jax.random.split(sub, N_REPLICAS)
        stepped = advance_replicas(xs, keys, 0.3)
        xs = jnp.where(live[:, None], stepped, xs)
        print(f"round {rnd} live={int(live.sum())} mean x={float(xs[live].mean()):.3f}")


if __name__ == "__main__":
    main()
