import jax
import jax.numpy as jnp
import numpy as np

from update_codec import dense_update, topk_update

DIM, HID = 6, 4


@jax.jit
def server_apply(params, update, lr):
    leaves, treedef = jax.tree_util.tree_flatten(params)
    new = [p + lr * u for p, u in zip(leaves, update)]
    return jax.tree_util.tree_unflatten(treedef, new)


def local_delta(params, x, y):
    def loss(p):
        h = jnp.tanh(x @ p["w1"])
        return jnp.mean((h @ p["w2"] - y) ** 2)
    g = jax.grad(loss)(params)
    return jax.tree_util.tree_map(lambda t: -0.1 * t, g)


def main():
    rng = np.random.RandomState(0)
    params = {"w1": jnp.asarray(rng.normal(size=(DIM, HID)) * 0.3, jnp.float32),
              "w2": jnp.zeros((HID,))}
    clients = [(jnp.asarray(rng.normal(size=(16, DIM)), jnp.float32),
                jnp.asarray(rng.normal(size=(16,)), jnp.float32), cid % 2 == 1) for cid in range(4)]
    for rnd in range(2):
        for x, y, low_bandwidth in clients:
            delta = local_delta(params, x, y)
            update = topk_update(delta) if low_bandwidth else dense_update(delta)
            params = server_apply(params, update, 0.25)
        print(f"round {rnd} |w2|={float(jnp.linalg.norm(params['w2'])):.4f}")


if __name__ == "__main__":
    main()
