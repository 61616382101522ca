import jax
import jax.numpy as jnp


def init_field(key, width=32, n_freq=4):
    k1, k2, k3 = jax.random.split(key, 3)
    d_in = 1 + 2 * n_freq
    return {
        "w1": jax.random.normal(k1, (d_in, width)) / jnp.sqrt(d_in),
        "w2": jax.random.normal(k2, (width, 2)) / jnp.sqrt(width),
        "b1": jnp.zeros(width),
    }


def encode(t, n_freq=4):
    freqs = 2.0 ** jnp.arange(n_freq)
    return jnp.concatenate([t[..., None], jnp.sin(t[..., None] * freqs), jnp.cos(t[..., None] * freqs)], -1)


def field(params, t):
    h = jax.nn.relu(encode(t) @ params["w1"] + params["b1"])
    out = h @ params["w2"]
    return jax.nn.softplus(out[..., 0]), jax.nn.sigmoid(out[..., 1])


def render_rays(params, near, far, n_samples):
    t = jnp.linspace(0.0, 1.0, n_samples)
    t = near[:, None] + (far - near)[:, None] * t[None]
    sigma, color = field(params, t)
    delta = jnp.diff(t, axis=1, append=t[:, -1:] + 1e10)
    alpha = 1.0 - jnp.exp(-sigma * delta)
    trans = jnp.cumprod(jnp.concatenate([jnp.ones_like(alpha[:, :1]), 1.0 - alpha[:, :-1] + 1e-10], 1), 1)
    return jnp.sum(trans * alpha * color, axis=1)
