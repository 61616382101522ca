from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

from losses import make_loss

CFG = {"huber_delta": 2.0, "lr": 0.05, "steps": 6}


@partial(jax.jit, static_argnums=(3,))
def update_dwell(w, x, y, loss_fn):
    def obj(w):
        return jnp.mean(loss_fn(x @ w, y))
    l, g = jax.value_and_grad(obj)(w)
    return w - CFG["lr"] * g, l


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(128, 4)).astype(np.float32)
    y = (x @ np.array([3.0, -1.0, 0.5, 2.0]) + rng.standard_t(2, 128)).astype(np.float32)
    w = jnp.zeros(4)
    for step in range(CFG["steps"]):
        w, l = update_dwell(w, x, y, make_loss(CFG))
        print(step, float(l))


if __name__ == "__main__":
    main()
