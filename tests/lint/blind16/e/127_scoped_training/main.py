import functools

import jax
import jax.numpy as jnp
import numpy as np


def scoped_jit(fn):
    """jit `fn` and wrap its body in a named scope so the profiler shows the phase tag."""

    @functools.partial(jax.jit, static_argnames=("tag",))
    def run(*args, tag):
        with jax.named_scope(tag):
            return fn(*args)

    run.__name__ = fn.__name__
    return run


@scoped_jit
def sgd_step(w, x, y):
    g = jax.grad(lambda w: jnp.mean((x @ w - y) ** 2))(w)
    return w - 0.1 * g


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(32, 4)).astype(np.float32)
    y = (x @ np.array([1.0, 0.0, -1.0, 2.0], np.float32)).astype(np.float32)
    w = jnp.zeros(4)
    for epoch in range(4):
        for _ in range(3):
            w = sgd_step(w, x, y, tag="train")
        print(f"epoch {epoch}: w={np.asarray(w).round(3)}")


if __name__ == "__main__":
    main()
