import jax
import jax.numpy as jnp
import numpy as np

from data import make_clients, client_arrays

DIM = 8
LOCAL_STEPS = 3
LR = 0.1


def logistic_loss(params, x, y):
    logits = x @ params["w"] + params["b"]
    return jnp.mean(jnp.logaddexp(0.0, logits) - y * logits)


@jax.jit
def local_step(params, x, y):
    loss, grads = jax.value_and_grad(logistic_loss)(params, x, y)
    params = jax.tree_util.tree_map(lambda p, g: p - LR * g, params, grads)
    return params, loss


def fedavg(updates, sizes):
    total = float(sum(sizes))
    return jax.tree_util.tree_map(
        lambda *ps: sum(p * (n / total) for p, n in zip(ps, sizes)), *updates
    )


def main():
    clients = make_clients(num_clients=6, dim=DIM)
    global_params = {"w": jnp.zeros((DIM,)), "b": jnp.zeros(())}
    for rnd in range(3):
        updates, sizes = [], []
        for client in clients:
            x, y = client_arrays(client)
            params = global_params
            for _ in range(LOCAL_STEPS):
                params, loss = local_step(params, x, y)
            updates.append(params)
            sizes.append(len(x))
        global_params = fedavg(updates, sizes)
        print(f"round {rnd} last loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
