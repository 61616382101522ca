import jax
import jax.numpy as jnp

from ensemble import advance_replicas

N_REPLICAS = 8
# round after which each replica's sampling budget is used up
BUDGET = [2, 5, 5, 3, 6, 6, 4, 6]


def main():
    key = jax.random.PRNGKey(0)
    replicas = {i: jnp.full((16,), -1.0, dtype=jnp.float32) for i in range(N_REPLICAS)}
    for rnd in range(6):
        live = sorted(replicas)
        xs = jnp.stack([replicas[i] for i in live])
        key, sub = jax.random.split(key)
        keys = jax.random.split(sub, len(live))
        xs = advance_replicas(xs, keys, 0.3)
        for row, i in enumerate(live):
            replicas[i] = xs[row]
        replicas = {i: x for i, x in replicas.items() if BUDGET[i] > rnd + 1}
        print(f"round {rnd} live={len(live)} mean x={float(xs.mean()):.3f}")


if __name__ == "__main__":
    main()
