import jax
import jax.numpy as jnp
import numpy as np
import optax

from optim import client_optimizer, round_lr

DIM = 5
tx = client_optimizer()


@jax.jit
def local_steps(params, x, y, lr):
    opt_state = tx.init(params)
    opt_state[1].hyperparams["learning_rate"] = lr

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
        lr = jnp.float32(round_lr(rnd))
        new = [local_steps(params, x, y, lr) for x, y in clients]
        params = sum(new) / len(new)
        print(f"round {rnd} |w|={float(jnp.linalg.norm(params)):.4f}")


if __name__ == "__main__":
    main()
