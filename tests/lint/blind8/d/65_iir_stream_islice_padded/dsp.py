import jax
import jax.numpy as jnp

# 2nd-order Butterworth high-pass, fc = 50 Hz at fs = 1 kHz
B = jnp.array([0.80059240, -1.60118481, 0.80059240])
A = jnp.array([1.0, -1.56101808, 0.64135154])


@jax.jit
def biquad_block(block, state):
    """Direct-form II transposed biquad over one block; state carries across blocks."""

    def step(z, x):
        y = B[0] * x + z[0]
        z0 = B[1] * x - A[1] * y + z[1]
        z1 = B[2] * x - A[2] * y
        return jnp.stack([z0, z1]), y

    state, out = jax.lax.scan(step, state, block)
    return out, state
