import jax.numpy as jnp
import flax.linen as nn


def positional_encoding(x, num_freqs=4):
    freqs = 2.0 ** jnp.arange(num_freqs)
    angles = x[..., None] * freqs
    enc = jnp.concatenate([jnp.sin(angles), jnp.cos(angles)], axis=-1)
    return jnp.concatenate([x, enc.reshape(*x.shape[:-1], -1)], axis=-1)


class TinyNeRF(nn.Module):
    width: int = 32

    @nn.compact
    def __call__(self, pts):
        h = positional_encoding(pts)
        h = nn.relu(nn.Dense(self.width)(h))
        h = nn.relu(nn.Dense(self.width)(h))
        out = nn.Dense(4)(h)
        return nn.sigmoid(out[..., :3]), nn.relu(out[..., 3])


def render_rays(model, params, origins, dirs, near=2.0, far=6.0, n_samples=8):
    t = jnp.linspace(near, far, n_samples)
    pts = origins[:, None, :] + dirs[:, None, :] * t[None, :, None]
    rgb, sigma = model.apply(params, pts)
    delta = jnp.diff(t, append=far + 1e3)
    alpha = 1.0 - jnp.exp(-sigma * delta)
    trans = jnp.cumprod(1.0 - alpha + 1e-10, axis=-1)
    trans = jnp.concatenate([jnp.ones_like(trans[:, :1]), trans[:, :-1]], axis=-1)
    weights = alpha * trans
    return jnp.sum(weights[..., None] * rgb, axis=1)
