import jax
import jax.numpy as jnp

NC = 1600


@jax.jit
def gold_sequence(c_init, length=256):
    # 3GPP 38.211 5.2.1 length-31 Gold sequence
    n = NC + length
    def step(carry, _):
        x1, x2 = carry
        b1 = (x1[0] ^ x1[3]) & 1
        b2 = (x2[0] ^ x2[1] ^ x2[2] ^ x2[3]) & 1
        x1 = jnp.concatenate([x1[1:], b1[None]])
        x2 = jnp.concatenate([x2[1:], b2[None]])
        return (x1, x2), (x1[0] ^ x2[0])
    x1 = jnp.zeros(31, jnp.int32).at[0].set(1)
    x2 = (c_init >> jnp.arange(31)) & 1
    x1, x2 = x1.astype(jnp.int32), x2.astype(jnp.int32)
    _, c = jax.lax.scan(step, (x1, x2), None, length=n)
    return c[NC - 31:NC - 31 + length]
