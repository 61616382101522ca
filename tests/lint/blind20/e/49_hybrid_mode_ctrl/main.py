from functools import partial

import jax
import jax.numpy as jnp

DT = 0.05


@partial(jax.jit, static_argnames=("mode", "tag"))
def control_step(x, target, mode, tag):
    with jax.named_scope(tag):
        err = target - x[0]
        if mode == "track":
            u = 5.0 * err - 1.5 * x[1]
        else:
            u = -3.0 * x[1]
        x = x + DT * jnp.array([x[1], u])
    return x


def supervisor(k, settle_ticks=6):
    return "track" if k < settle_ticks else "hold"


def main():
    x = jnp.array([0.0, 0.0])
    for k in range(10):
        mode = supervisor(k)
        x = control_step(x, 1.0, mode=mode, tag=f"{mode}_{k}")
    print(x)


if __name__ == "__main__":
    main()
