import jax
import jax.numpy as jnp
import numpy as np


class TableSchedule:
    def __init__(self, peak, warmup, decay_steps, final):
        up = np.linspace(peak / warmup, peak, warmup, dtype=np.float32)
        down = np.geomspace(peak, final, decay_steps).astype(np.float32)
        self.table = np.concatenate([up, down])
        self.final = final

    def __call__(self, step):
        if step < len(self.table):
            return self.table[step]
        return self.final


@jax.jit
def sgd_step(params, x, y, lr):
    def loss_fn(p):
        return jnp.mean(jax.nn.softplus(-(x @ p["w"] + p["b"]) * y))

    loss, grads = jax.value_and_grad(loss_fn)(params)
    return jax.tree.map(lambda p, g: p - lr * g, params, grads), loss


def main():
    rng = np.random.default_rng(0)
    sched = TableSchedule(peak=0.5, warmup=2, decay_steps=3, final=0.01)
    params = {"w": jnp.zeros(3), "b": jnp.zeros(())}
    for step in range(8):
        x = rng.normal(size=(24, 3)).astype(np.float32)
        y = np.sign(x[:, 0] + 0.1).astype(np.float32)
        params, loss = sgd_step(params, x, y, sched(step))
        print(step, float(loss))


if __name__ == "__main__":
    main()
