import jax
import jax.numpy as jnp
import numpy as np

from train import AdaptiveClipper, make_update

N_CLASSES, D, R = 3, 24, 2


def lora_loss(adapter, base, x, y):
    w = base + adapter["A"] @ adapter["B"]
    logp = jax.nn.log_softmax(x @ w)
    return -jnp.mean(logp[jnp.arange(y.shape[0]), y])


def main():
    rng = np.random.default_rng(0)
    key = jax.random.PRNGKey(0)
    base = jax.random.normal(key, (D, N_CLASSES))
    adapter = {"A": jax.random.normal(key, (D, R)) * 0.01, "B": jnp.zeros((R, N_CLASSES))}
    update = make_update(lora_loss, lr=0.1)
    clipper = AdaptiveClipper()
    for step in range(8):
        x = rng.normal(size=(16, D)).astype(np.float32)
        y = rng.integers(0, N_CLASSES, 16)
        adapter, loss, norm = update(adapter, (base, x, y), clipper.threshold)
        clipper.observe(norm)
    print("loss", float(loss), "clip", float(clipper.threshold))


if __name__ == "__main__":
    main()
