import jax
import jax.numpy as jnp
import numpy as np

from callbacks import ScoutingValidator


@jax.jit
def logistic_step(w, x, y):
    def nll(w):
        z = x @ w["w"] + w["b"]
        return jnp.mean(jax.nn.softplus(z) - y * z)
    g = jax.grad(nll)(w)
    return jax.tree_util.tree_map(lambda a, b: a - 0.5 * b, w, g)


def main():
    rng = np.random.default_rng(3)
    x = rng.normal(size=(256, 4)).astype(np.float32)
    y = (x[:, 0] + x[:, 2] > 0).astype(np.float32)
    w = {"w": jnp.zeros(4), "b": jnp.zeros(())}
    validator = ScoutingValidator()
    for epoch in range(5):
        for _ in range(3):
            f = rng.normal(size=4).astype(np.float32)
            validator.add_report(f, bool(f[0] + f[2] > 0))
        for i in range(0, 256, 64):
            w = logistic_step(w, x[i:i + 64], y[i:i + 64])
        validator.on_epoch_end(epoch, w)


if __name__ == "__main__":
    main()
