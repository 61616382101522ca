import jax.numpy as jnp
import numpy as np

from disorder import binary_disorder
from dynamics import L, imbalance_at

DISORDER = [0, 1.0, 3.0, 6.0]
TIMES = jnp.linspace(0.0, 20.0, 5)


def main():
    for W in DISORDER:
        curves = [imbalance_at(h, TIMES) for h in binary_disorder(W, L, 3)]
        mean = np.mean(np.stack(curves), axis=0)
        print(f"W={W} I(t)=" + " ".join(f"{x:+.3f}" for x in mean))


if __name__ == "__main__":
    main()
