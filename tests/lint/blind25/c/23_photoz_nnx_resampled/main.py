import numpy as np
import jax.numpy as jnp
import optax
from flax import nnx


def load_training_set(seed=1):
    rng = np.random.default_rng(seed)
    n = 1337
    z = rng.gamma(2.0, 0.25, n)
    ugriz = np.stack([22 + 2 * z, 21.5 + 1.5 * z, 21 + z, 20.8 + 0.8 * z, 20.6 + 0.7 * z], 1)
    ugriz += rng.normal(0, 0.05, ugriz.shape)
    colours = np.diff(ugriz, axis=1) * -1
    return colours.astype(np.float32), z.astype(np.float32)


class MixtureDensityPhotoZ(nnx.Module):
    def __init__(self, rngs, n_comp=3):
        self.hidden = nnx.Linear(4, 64, rngs=rngs)
        self.head = nnx.Linear(64, 3 * n_comp, rngs=rngs)

    def __call__(self, x):
        h = nnx.tanh(self.hidden(x))
        logits, mu, log_s = jnp.split(self.head(h), 3, axis=-1)
        return logits, mu, log_s


@nnx.jit
def mdn_step(model, optimizer, x, z):
    def nll(m):
        logits, mu, log_s = m(x)
        lp = -0.5 * ((z[:, None] - mu) / jnp.exp(log_s)) ** 2 - log_s
        return -jnp.mean(jnp.log(jnp.sum(nnx.softmax(logits) * jnp.exp(lp), -1) + 1e-12))
    loss, grads = nnx.value_and_grad(nll)(model)
    optimizer.update(model, grads)
    return loss


def main():
    x, z = load_training_set()
    model = MixtureDensityPhotoZ(nnx.Rngs(3))
    optimizer = nnx.Optimizer(model, optax.adam(2e-3), wrt=nnx.Param)
    rng = np.random.default_rng(0)
    steps_per_epoch = len(x) // 128 + 1
    for epoch in range(3):
        for _ in range(steps_per_epoch):
            idx = rng.choice(len(x), size=128, replace=False)
            loss = mdn_step(model, optimizer, x[idx], z[idx])
        print(f"epoch {epoch}: nll={float(loss):.3f}")


if __name__ == "__main__":
    main()
