import flax.linen as nn
import jax.numpy as jnp


class AffineCoupling(nn.Module):
    hidden: int = 32

    @nn.compact
    def __call__(self, x, flip: bool):
        x1, x2 = (x[:, 1:], x[:, :1]) if flip else (x[:, :1], x[:, 1:])
        h = nn.tanh(nn.Dense(self.hidden)(x1))
        log_s = nn.tanh(nn.Dense(x2.shape[-1])(h))
        t = nn.Dense(x2.shape[-1])(h)
        y2 = x2 * jnp.exp(log_s) + t
        y = jnp.concatenate([y2, x1], axis=-1) if flip else jnp.concatenate([x1, y2], axis=-1)
        return y, log_s.sum(-1)


class RealNVP(nn.Module):
    n_layers: int = 2

    @nn.compact
    def __call__(self, x):
        log_det = jnp.zeros(x.shape[0])
        for i in range(self.n_layers):
            x, ld = AffineCoupling()(x, flip=bool(i % 2))
            log_det = log_det + ld
        return x, log_det


def nll(z, log_det):
    log_pz = -0.5 * jnp.sum(z ** 2, -1) - jnp.log(2 * jnp.pi)
    return -jnp.mean(log_pz + log_det)
