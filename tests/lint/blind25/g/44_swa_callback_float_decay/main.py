import numpy as np
import jax
import jax.numpy as jnp


@jax.jit
def average_into(avg, params, weight):
    return jax.tree_util.tree_map(lambda a, p: weight * a + (1.0 - weight) * p, avg, params)


@jax.jit
def pickle_step(params, x, y):
    def loss_fn(p):
        return jnp.mean((jnp.tanh(x @ p["w"]) @ p["v"] - y) ** 2)

    loss, g = jax.value_and_grad(loss_fn)(params)
    return jax.tree_util.tree_map(lambda p, gi: p - 0.1 * gi, params, g), loss


class WeightAverager:
    def __init__(self, params):
        self.avg = params
        self.n = 0

    def __call__(self, step, params):
        self.n += 1
        weight = (self.n - 1) / self.n
        self.avg = average_into(self.avg, params, weight)


def main():
    rng = np.random.default_rng(5)
    # cucumber pickles: firmness from calcium, brine strength, time, temperature
    x = rng.uniform(0, 1, size=(100, 4)).astype(np.float32)
    y = (1.5 * x[:, 0] - 0.7 * x[:, 2] * x[:, 3]).astype(np.float32)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w": jax.random.normal(k1, (4, 8)) * 0.5, "v": jax.random.normal(k2, (8,)) * 0.5}
    swa = WeightAverager(params)
    for step in range(40):
        params, loss = pickle_step(params, x, y)
        if step >= 10:
            swa(step, params)
    print(float(loss), np.round(np.asarray(swa.avg["v"]), 3))


if __name__ == "__main__":
    main()
