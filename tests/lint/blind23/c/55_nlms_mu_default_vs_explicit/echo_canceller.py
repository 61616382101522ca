import jax
import jax.numpy as jnp

N_TAPS = 32


@jax.jit
def nlms_block(w, far, near, mu=0.5):
    def step(w, k):
        x = jax.lax.dynamic_slice(far, (k,), (N_TAPS,))[::-1]
        e = near[k] - w @ x
        w = w + mu * e * x / (x @ x + 1e-6)
        return w, e
    w, e = jax.lax.scan(step, w, jnp.arange(near.shape[0]))
    return w, e
