import jax
import jax.numpy as jnp

# CRC-16-CCITT generator x^16 + x^12 + x^5 + 1
POLY = jnp.array([1, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1], jnp.int32)


@jax.jit
def crc16_remainder(bits):
    reg = jnp.concatenate([bits.astype(jnp.int32), jnp.zeros(16, jnp.int32)])

    def step(reg, i):
        lead = reg[i]
        window = jax.lax.dynamic_slice(reg, (i,), (17,))
        reg = jax.lax.dynamic_update_slice(reg, window ^ (lead * POLY), (i,))
        return reg, None

    reg, _ = jax.lax.scan(step, reg, jnp.arange(bits.shape[0]))
    return reg[-16:]
