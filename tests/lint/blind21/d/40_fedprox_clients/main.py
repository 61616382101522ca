import jax
import jax.numpy as jnp
import numpy as np

from steps import make_prox_step, tx

DIM = 5


class SimClient:
    def __init__(self, cid, rng):
        self.cid = cid
        self.x = jnp.asarray(rng.normal(size=(24, DIM)), jnp.float32)
        self.y = jnp.asarray(rng.normal(size=(24,)), jnp.float32)
        # system heterogeneity: slower devices get a stronger proximal term
        self.mu = 0.01 * (1 + cid)

    def fit(self, global_params, steps=3):
        step = make_prox_step(self.mu)
        params, opt_state = global_params, tx.init(global_params)
        for _ in range(steps):
            params, opt_state, loss = step(params, global_params, opt_state, self.x, self.y)
        return params, loss


def main():
    rng = np.random.RandomState(0)
    clients = [SimClient(i, rng) for i in range(5)]
    params = {"w": jnp.zeros((DIM,)), "b": jnp.zeros(())}
    for rnd in range(3):
        results = [c.fit(params) for c in clients]
        params = jax.tree_util.tree_map(lambda *p: sum(p) / len(p), *[r[0] for r in results])
        print(f"round {rnd} loss {float(results[-1][1]):.4f}")


if __name__ == "__main__":
    main()
