import jax.numpy as jnp
import numpy as np
import jax


class Client:
    def __init__(self, cid, x, y, lr=0.1, local_steps=3):
        self.cid = cid
        self.x, self.y = x, y
        self.lr = lr
        self.local_steps = local_steps
        self._update = jax.jit(self.local_update)

    def local_update(self, w, x, y):
        for _ in range(self.local_steps):
            w = w - self.lr * jax.grad(lambda w: jnp.mean((x @ w - y) ** 2))(w)
        return w

    def train(self, w_global):
        return self._update(w_global, self.x, self.y)


def main(num_clients=5, rounds=3):
    rng = np.random.default_rng(0)
    w_true = rng.normal(size=4).astype(np.float32)
    clients = []
    for c in range(num_clients):
        x = rng.normal(size=(20, 4)).astype(np.float32)
        clients.append(Client(c, x, (x @ w_true + 0.1 * rng.normal(size=20)).astype(np.float32)))
    w = jnp.zeros(4)
    for rnd in range(rounds):
        w = jnp.mean(jnp.stack([c.train(w) for c in clients]), axis=0)
        print(f"round {rnd}: err {float(jnp.linalg.norm(w - w_true)):.4f}")


if __name__ == "__main__":
    main()
