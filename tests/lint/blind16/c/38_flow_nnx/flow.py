import jax
import jax.numpy as jnp
from flax import nnx


class AffineCoupling(nnx.Module):
    def __init__(self, dim, hidden, flip, rngs):
        self.flip = flip
        self.net = nnx.Sequential(
            nnx.Linear(dim // 2, hidden, rngs=rngs), nnx.tanh,
            nnx.Linear(hidden, dim, rngs=rngs),
        )

    def __call__(self, x):
        x1, x2 = jnp.split(x, 2, axis=-1)
        if self.flip:
            x1, x2 = x2, x1
        s, t = jnp.split(self.net(x1), 2, axis=-1)
        s = jnp.tanh(s)
        y2 = x2 * jnp.exp(s) + t
        out = jnp.concatenate([y2, x1] if self.flip else [x1, y2], axis=-1)
        return out, jnp.sum(s, axis=-1)


class RealNVP(nnx.Module):
    def __init__(self, dim, hidden, n_layers, rngs):
        self.layers = nnx.List([AffineCoupling(dim, hidden, i % 2 == 1, rngs) for i in range(n_layers)])

    def __call__(self, x):
        logdet = jnp.zeros(x.shape[0])
        for layer in self.layers:
            x, ld = layer(x)
            logdet = logdet + ld
        return x, logdet


def nll(model, x):
    z, logdet = model(x)
    log_base = -0.5 * jnp.sum(z**2, axis=-1) - jnp.log(2 * jnp.pi)
    return -jnp.mean(log_base + logdet)
