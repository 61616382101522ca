from functools import partial

import flax.linen as nn
import jax
import jax.numpy as jnp


class ClosureNet(nn.Module):
    """Learned sub-grid flux for a coarse advection-diffusion solver."""
    hidden: int = 32
    dropout: float = 0.1

    @nn.compact
    def __call__(self, u, train: bool):
        h = nn.Conv(self.hidden, kernel_size=(5,), padding="CIRCULAR")(u[..., None])
        h = nn.gelu(h)
        h = nn.Dropout(self.dropout, deterministic=not train)(h)
        return nn.Conv(1, kernel_size=(5,), padding="CIRCULAR")(h)[..., 0]


net = ClosureNet()


@partial(jax.jit, static_argnames=("train",))
def flux_loss(params, u, target, key, train):
    pred = net.apply({"params": params}, u, train=train, rngs={"dropout": key})
    return jnp.mean((pred - target) ** 2)


grad_loss = jax.jit(jax.grad(flux_loss), static_argnames=("train",))
