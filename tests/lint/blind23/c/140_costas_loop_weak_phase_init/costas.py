import jax
import jax.numpy as jnp


@jax.jit
def costas_block(state, x, alpha=0.05, beta=0.002):
    def step(carry, s):
        phase, freq = carry
        y = s * jnp.exp(-1j * phase)
        err = jnp.sign(y.real) * y.imag - jnp.sign(y.imag) * y.real
        freq = freq + beta * err
        phase = phase + freq + alpha * err
        return (phase, freq), y
    state, y = jax.lax.scan(step, state, x)
    return state, y
