import jax
import jax.numpy as jnp
import optax

from snapshots import SnapshotStore, apply, snapshot_uncertainty

tx = optax.sgd(optax.cosine_decay_schedule(0.2, 10), momentum=0.9)


@jax.jit
def step(params, opt_state, x, y):
    g = jax.grad(lambda p: jnp.mean((apply(p, x) - y) ** 2))(params)
    u, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, u), opt_state


def main():
    k = jax.random.split(jax.random.PRNGKey(0), 4)
    x = jax.random.normal(k[0], (64, 2))
    y = jnp.sin(2 * x[:, 0]) + x[:, 1]
    pool = jax.random.normal(k[1], (200, 2)) * 2
    params = {"w": jax.random.normal(k[2], (2, 16)), "v": jax.random.normal(k[3], (16,)) * 0.1}
    store = SnapshotStore()
    for cycle in range(4):
        opt_state = tx.init(params)
        for _ in range(10):
            params, opt_state = step(params, opt_state, x, y)
        store.add(params)
        mean, std = snapshot_uncertainty(store.items, pool)
        print(cycle, len(store.items), float(std.max()))


if __name__ == "__main__":
    main()
