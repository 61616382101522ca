import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np

from dp import QuantileClipper


@eqx.filter_jit
def clipped_client_delta(model, global_model, clipper, x, y):
    def loss_fn(m):
        pred = jax.vmap(m)(x)
        return jnp.mean((pred[:, 0] - y) ** 2)

    grads = eqx.filter_grad(loss_fn)(model)
    local = eqx.apply_updates(model, jax.tree_util.tree_map(lambda g: -0.1 * g, grads))
    delta = jax.tree_util.tree_map(lambda a, b: a - b, eqx.filter(local, eqx.is_array),
                                   eqx.filter(global_model, eqx.is_array))
    return clipper.clip(delta)


def main():
    key = jax.random.PRNGKey(0)
    model = eqx.nn.MLP(4, 1, 8, 1, key=key)
    clipper = QuantileClipper(bound=0.05)
    rng = np.random.RandomState(0)
    clients = [(jnp.asarray(rng.normal(size=(16, 4)), jnp.float32),
                jnp.asarray(rng.normal(size=(16,)), jnp.float32)) for _ in range(3)]
    params, static = eqx.partition(model, eqx.is_array)
    for rnd in range(4):
        deltas, norms = [], []
        for x, y in clients:
            d, n = clipped_client_delta(model, model, clipper, x, y)
            deltas.append(d)
            norms.append(float(n))
        mean = jax.tree_util.tree_map(lambda *d: sum(d) / len(d), *deltas)
        params = jax.tree_util.tree_map(lambda p, d: p + d, params, mean)
        model = eqx.combine(params, static)
        clipper = clipper.next_bound(norms)
        print(f"round {rnd} bound={clipper.bound:.4f}")


if __name__ == "__main__":
    main()
