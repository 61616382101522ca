import jax
import jax.numpy as jnp
import numpy as np

from server_opt import MomentumServer

DIM = 6


def client_delta(params, x, y, lr=0.05, steps=2):
    local = params
    for _ in range(steps):
        g = jax.grad(lambda p: jnp.mean((x @ p["w"] + p["b"] - y) ** 2))(local)
        local = jax.tree_util.tree_map(lambda a, b: a - lr * b, local, g)
    return jax.tree_util.tree_map(lambda a, b: a - b, local, params)


def main():
    rng = np.random.RandomState(0)
    data = [(jnp.asarray(rng.normal(size=(20, DIM)), jnp.float32),
             jnp.asarray(rng.normal(size=(20,)), jnp.float32)) for _ in range(4)]
    server = MomentumServer({"w": jnp.zeros((DIM,)), "b": jnp.zeros(())})
    for rnd in range(5):
        deltas = [client_delta(server.params, x, y) for x, y in data]
        params = server.step(deltas)
        print(f"round {rnd} b={float(params['b']):.4f}")


if __name__ == "__main__":
    main()
