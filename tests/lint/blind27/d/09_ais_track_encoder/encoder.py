import jax
import jax.numpy as jnp
import flax.linen as nn


class TrackEncoder(nn.Module):
    hidden: int = 16

    @nn.compact
    def __call__(self, x, mask):
        cell = nn.GRUCell(self.hidden)
        carry = jnp.zeros((x.shape[0], self.hidden))

        def body(carry, inp):
            xt, mt = inp
            new, _ = cell(carry, xt)
            carry = mt[:, None] * new + (1 - mt[:, None]) * carry
            return carry, None
        scan = nn.scan(lambda c, carry, inp: body(carry, inp), variable_broadcast="params", split_rngs={"params": False})
        carry, _ = scan(self, carry, (x.swapaxes(0, 1), mask.swapaxes(0, 1)))
        return nn.Dense(4)(carry)
