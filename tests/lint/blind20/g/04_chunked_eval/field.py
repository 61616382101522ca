import equinox as eqx
import jax
import jax.numpy as jnp


class RadianceField(eqx.Module):
    mlp: eqx.nn.MLP

    def __init__(self, key):
        self.mlp = eqx.nn.MLP(3, 4, width_size=32, depth=2, key=key)

    def __call__(self, pts):
        out = jax.vmap(self.mlp)(pts)
        return jax.nn.sigmoid(out[:, :3]), jax.nn.softplus(out[:, 3])


def composite(field, origins, dirs, n_samples=8, near=2.0, far=6.0):
    t = jnp.linspace(near, far, n_samples)
    pts = origins[:, None] + dirs[:, None] * t[None, :, None]
    rgb, sigma = field(pts.reshape(-1, 3))
    rgb = rgb.reshape(-1, n_samples, 3)
    sigma = sigma.reshape(-1, n_samples)
    alpha = 1.0 - jnp.exp(-sigma * (far - near) / n_samples)
    trans = jnp.cumprod(jnp.concatenate([jnp.ones_like(alpha[:, :1]), 1.0 - alpha[:, :-1]], -1), -1)
    return jnp.sum((alpha * trans)[..., None] * rgb, axis=1)
