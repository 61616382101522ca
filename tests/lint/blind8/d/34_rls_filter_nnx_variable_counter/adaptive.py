import jax
import jax.numpy as jnp
from flax import nnx


def rls_update(lam, carry, xd):
    w, P = carry
    x, d = xd
    Px = P @ x
    k = Px / (lam + x @ Px)
    e = d - w @ x
    return (w + k * e, (P - jnp.outer(k, Px)) / lam), e


class RLSFilter(nnx.Module):
    """Recursive least squares adaptive FIR filter."""

    def __init__(self, n_taps, forgetting=0.99, delta=100.0):
        self.w = nnx.Variable(jnp.zeros(n_taps))
        self.P = nnx.Variable(delta * jnp.eye(n_taps))
        self.lam = forgetting
        self.n_updates = nnx.Variable(jnp.array(0, dtype=jnp.int32))

    def __call__(self, x_block, d_block):
        (w, P), errors = jax.lax.scan(lambda c, xd: rls_update(self.lam, c, xd),
                                      (self.w[...], self.P[...]), (x_block, d_block))
        self.w[...] = w
        self.P[...] = P
        self.n_updates[...] += 1
        return errors


@nnx.jit
def adapt_block(filt: RLSFilter, x_block, d_block):
    return filt(x_block, d_block)
