import numpy as np
import jax
import jax.numpy as jnp

from profiles import PROFILES


@jax.jit
def prob_and_me(beta, x):
    p = jax.nn.sigmoid(jnp.dot(x, beta))
    return p, p * (1 - p) * beta


def main():
    beta = jnp.array([-3.0, 0.03, 0.4, 0.01], dtype=jnp.float32)
    for name, prof in PROFILES.items():
        x = jnp.array(prof)
        p, me = prob_and_me(beta, x)
        print(f"{name:>12}: P={float(p):.3f}  dP/dage={float(me[1]):.4f}")


if __name__ == "__main__":
    main()
