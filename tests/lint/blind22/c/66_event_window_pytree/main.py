import jax
import jax.numpy as jnp

from events import WINDOW, windows


@jax.jit
def progression(win):
    valid = jnp.arange(WINDOW) < win.n_valid
    dx = jnp.diff(win.xy[:, 0], prepend=win.xy[0, 0])
    passes = (win.kind == 1) & valid
    return jnp.where(passes, dx, 0.0).sum()


def main():
    for i, w in enumerate(windows(6)):
        print(i, w.n_valid, round(float(progression(w)), 2))


if __name__ == "__main__":
    main()
