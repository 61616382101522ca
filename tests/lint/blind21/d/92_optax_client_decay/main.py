import functools

import jax
import jax.numpy as jnp
import numpy as np
import optax

from optim import client_optimizer

DIM = 5


@functools.partial(jax.jit, static_argnums=(0,))
def local_steps(tx, params, x, y):
    opt_state = tx.init(params)

    def body(carry, _):
        p, s = carry
        g = jax.grad(lambda p: jnp.mean((x @ p - y) ** 2))(p)
        u, s = tx.update(g, s, p)
        return (optax.apply_updates(p, u), s), None

    (params, _), _ = jax.lax.scan(body, (params, opt_state), None, length=3)
    return params


def main():
    rng = np.random.RandomState(0)
    clients = [(jnp.asarray(rng.normal(size=(16, DIM)), jnp.float32),
                jnp.asarray(rng.normal(size=(16,)), jnp.float32)) for _ in range(3)]
    params = jnp.zeros((DIM,))
    for rnd in range(4):
        tx = client_optimizer(rnd)
        new = [local_steps(tx, params, x, y) for x, y in clients]
        params = sum(new) / len(new)
        print(f"round {rnd} |w|={float(jnp.linalg.norm(params)):.4f}")


if __name__ == "__main__":
    main()
