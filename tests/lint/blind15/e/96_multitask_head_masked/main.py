import jax
import jax.numpy as jnp
import numpy as np

from tasks import TASKS, sample_meta_batch


def init(rng):
    trunk = {"w": jnp.asarray(rng.normal(size=(1, 16)).astype(np.float32)), "b": jnp.zeros(16)}
    heads = {t: jnp.asarray(rng.normal(size=(16, 1)).astype(np.float32) * 0.1) for t in TASKS}
    return trunk, heads


@jax.jit
def multitask_step(trunk, heads, batch):
    def loss_fn(tr, hd):
        total, n = 0.0, 0.0
        for name, (x, y, w) in batch.items():
            h = jnp.tanh(x @ tr["w"] + tr["b"])
            total = total + w * jnp.mean((h @ hd[name] - y) ** 2)
            n = n + w
        return total / n
    loss, (g_tr, g_hd) = jax.value_and_grad(loss_fn, argnums=(0, 1))(trunk, heads)
    trunk = jax.tree.map(lambda p, g: p - 0.05 * g, trunk, g_tr)
    heads = jax.tree.map(lambda p, g: p - 0.05 * g, heads, g_hd)
    return trunk, heads, loss


def main():
    rng = np.random.default_rng(0)
    trunk, heads = init(rng)
    for step in range(8):
        batch = sample_meta_batch(rng)
        trunk, heads, loss = multitask_step(trunk, heads, batch)
        print(step, float(loss))


if __name__ == "__main__":
    main()
