import flax.linen as nn
import jax
import jax.numpy as jnp

HIDDEN = 16


class ChamberGRU(nn.Module):
    @nn.compact
    def __call__(self, carry, xs):
        cell = nn.GRUCell(HIDDEN)
        scan = nn.scan(lambda c, carry, x: c(carry, x), variable_broadcast="params",
                       split_rngs={"params": False}, in_axes=0, out_axes=0)
        carry, hs = scan(cell, carry, xs)
        return carry, nn.Dense(1)(hs)[:, 0]


model = ChamberGRU()


@jax.jit
def process_chunk(params, chunk, carry):
    if carry is None:
        carry = jnp.zeros((HIDDEN,))
    carry, score = model.apply(params, carry, chunk)
    return carry, jax.nn.sigmoid(score)
