import jax
import jax.numpy as jnp

from clients import ClientPool

LOCAL_STEPS = 3
LOCAL_LR = 0.05


def loss_fn(w, x, y):
    return jnp.mean((x @ w - y) ** 2)


def local_update(w, x, y):
    def body(w, _):
        return w - LOCAL_LR * jax.grad(loss_fn)(w, x, y), None
    w, _ = jax.lax.scan(body, w, None, length=LOCAL_STEPS)
    return w


@jax.jit
def federated_round(global_w, xs, ys):
    client_ws = jax.vmap(local_update, in_axes=(None, 0, 0))(global_w, xs, ys)
    return client_ws.mean(axis=0)


def main():
    pool = ClientPool()
    w = jnp.zeros((pool.x.shape[-1],))
    for rnd in range(8):
        ids = pool.online()
        if len(ids) == 0:
            continue
        xs, ys = pool.batch(ids)
        w = federated_round(w, xs, ys)
        print(f"round {rnd}: {len(ids)} clients, loss={float(loss_fn(w, pool.x[0], pool.y[0])):.4f}")


if __name__ == "__main__":
    main()
