import jax
import jax.numpy as jnp
import numpy as np

from metrics import RoundMeter

DIM = 4


def squared_error(w, x, y):
    return jnp.mean((x @ w - y) ** 2)


client_loss = jax.jit(squared_error)


def main():
    rng = np.random.RandomState(0)
    clients = [(jnp.asarray(rng.normal(size=(12, DIM)), jnp.float32),
                jnp.asarray(rng.normal(size=(12,)), jnp.float32)) for _ in range(4)]
    w = jnp.zeros((DIM,))
    meter = RoundMeter()
    for rnd in range(3):
        meter.reset()
        grads = []
        for x, y in clients:
            meter.update(client_loss(w, x, y), len(y))
            grads.append(jax.grad(squared_error)(w, x, y))
        w = w - 0.1 * sum(grads) / len(grads)
        print(f"round {rnd} weighted loss {meter.result():.4f}")


if __name__ == "__main__":
    main()
