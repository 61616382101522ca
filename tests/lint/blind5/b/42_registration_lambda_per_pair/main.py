import jax
import jax.numpy as jnp
import numpy as np

from imaging import ssd, synthetic_pair


def register(fixed, moving, n_iter=15, lr=20.0):
    shift = jnp.zeros(2)
    grad_fn = jax.jit(jax.grad(lambda s: ssd(fixed, moving, s)))
    for _ in range(n_iter):
        shift = shift - lr * grad_fn(shift)
    return shift


def main():
    for pair in range(5):
        fixed, moving, true_shift = synthetic_pair(pair)
        est = register(fixed, moving)
        print(f"pair {pair}: true {np.round(true_shift, 2)}  estimated {np.asarray(est).round(2)}")


if __name__ == "__main__":
    main()
