import jax
import jax.numpy as jnp
import numpy as np

from hooks import QuantileAlarmHook


@jax.jit
def vib_step(w, x, y):
    def nll(w):
        z = x @ w
        return jnp.mean(jnp.logaddexp(0.0, z) - y * z)
    return w - 0.5 * jax.grad(nll)(w)


def main():
    rng = np.random.default_rng(1)
    x = rng.normal(size=(400, 6)).astype(np.float32)
    y = (x[:, 1] - 0.7 * x[:, 2] + rng.normal(0, 0.5, 400) > 1.2).astype(np.int32)
    w = jnp.zeros(6)
    hook = QuantileAlarmHook(0.9)
    for epoch in range(5):
        for _ in range(10):
            w = vib_step(w, x, y.astype(np.float32))
        print(epoch, hook.after_epoch(jax.nn.sigmoid(x @ w), y))


if __name__ == "__main__":
    main()
