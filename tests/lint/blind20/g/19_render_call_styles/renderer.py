import jax
import jax.numpy as jnp
import flax.linen as nn


class Field(nn.Module):
    @nn.compact
    def __call__(self, x):
        h = nn.relu(nn.Dense(32)(x))
        out = nn.Dense(4)(h)
        return nn.sigmoid(out[..., :3]), nn.softplus(out[..., 3])


field = Field()


@jax.jit
def render(params, origins, dirs, near, far):
    t = near + (far - near) * jnp.linspace(0.0, 1.0, 16)
    pts = origins[:, None] + dirs[:, None] * t[:, None]
    rgb, sigma = field.apply(params, pts)
    alpha = 1.0 - jnp.exp(-sigma * (far - near) / 16)
    trans = jnp.cumprod(jnp.concatenate([jnp.ones_like(alpha[:, :1]), 1.0 - alpha[:, :-1]], -1), -1)
    return jnp.sum((alpha * trans)[..., None] * rgb, axis=1)
