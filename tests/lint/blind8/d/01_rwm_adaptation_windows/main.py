import jax
import jax.numpy as jnp
import numpy as np

from model import log_posterior
from samplers import make_rwm_kernel

WINDOW = 200
N_WINDOWS = 5
TARGET_ACCEPT = 0.35


def adapt_scale(scale, acc_rate):
    return scale * float(np.exp(acc_rate - TARGET_ACCEPT))


def main():
    key = jax.random.PRNGKey(0)
    position = jnp.zeros(2)
    scale = 1.0
    for window in range(N_WINDOWS):
        key, sub = jax.random.split(key)
        kernel = make_rwm_kernel(log_posterior, WINDOW)
        position, acc_rate, trace = kernel(sub, position, jnp.float32(scale))
        scale = adapt_scale(scale, float(acc_rate))
        print(f"window {window}: accept={float(acc_rate):.2f} scale={scale:.3f}")
    print("posterior mean (last window):", np.asarray(trace.mean(axis=0)))


if __name__ == "__main__":
    main()
