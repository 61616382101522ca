import jax
import jax.numpy as jnp
import numpy as np

from schedules import server_lr

DIM = 8


@jax.jit
def server_step(global_w, client_ws, lr):
    pseudo_grad = global_w - jnp.mean(client_ws, axis=0)
    return global_w - lr * pseudo_grad


def main():
    rng = np.random.RandomState(0)
    target = rng.normal(size=(DIM,)).astype(np.float32)
    w = jnp.zeros((DIM,))
    for rnd in range(6):
        client_ws = jnp.asarray(target + 0.3 * rng.normal(size=(5, DIM)), jnp.float32)
        lr = server_lr(rnd)
        w = server_step(w, client_ws, lr)
        print(f"round {rnd} lr={float(lr):.3f} err={float(jnp.linalg.norm(w - target)):.4f}")


if __name__ == "__main__":
    main()
