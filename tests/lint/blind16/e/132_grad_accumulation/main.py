import functools

import jax.numpy as jnp
import numpy as np
import jax


@functools.partial(jax.jit, static_argnames=("accum_steps",))
def accumulated_grad(w, x, y, accum_steps):
    xs = x.reshape(accum_steps, -1, x.shape[-1])
    ys = y.reshape(accum_steps, -1)

    def micro(carry, batch):
        xb, yb = batch
        return carry + jax.grad(lambda w: jnp.mean((xb @ w - yb) ** 2))(w), None

    total, _ = jax.lax.scan(micro, jnp.zeros_like(w), (xs, ys))
    return total / accum_steps


BASELINE = {"accum_steps": 4, "lr": 0.1}
SWEEP = {"accum_steps": np.array([2, 4])}


def train(cfg, x, y, steps=5):
    w = jnp.zeros(x.shape[1])
    for _ in range(steps):
        w = w - cfg["lr"] * accumulated_grad(w, x, y, accum_steps=cfg["accum_steps"])
    return float(jnp.mean((x @ w - y) ** 2))


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(32, 6)).astype(np.float32)
    y = (x @ rng.normal(size=6)).astype(np.float32)
    print("baseline", train(BASELINE, x, y))
    for accum in SWEEP["accum_steps"]:
        cfg = {**BASELINE, "accum_steps": accum}
        print("accum", accum, train(cfg, x, y))


if __name__ == "__main__":
    main()
