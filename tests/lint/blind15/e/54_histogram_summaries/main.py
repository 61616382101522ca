import jax
import jax.numpy as jnp
import numpy as np

from summaries import SummaryWriter


@jax.jit
def train_step(params, x, y):
    def loss_fn(p):
        return jnp.mean((jnp.tanh(x @ p["w"]) @ p["v"] - y) ** 2)
    loss, grads = jax.value_and_grad(loss_fn)(params)
    return jax.tree.map(lambda p, g: p - 0.1 * g, params, grads), loss


def main():
    rng = np.random.default_rng(0)
    params = {"w": jnp.asarray(rng.normal(size=(6, 6)).astype(np.float32)),
              "v": jnp.asarray(rng.normal(size=(6, 6)).astype(np.float32))}
    writer = SummaryWriter()
    for step in range(9):
        x = rng.normal(size=(16, 6)).astype(np.float32)
        params, loss = train_step(params, x, np.roll(x, 1, axis=1))
        if step % 4 == 0:
            writer.histograms(step, params, "params")
    print(len(writer.events), float(loss))


if __name__ == "__main__":
    main()
