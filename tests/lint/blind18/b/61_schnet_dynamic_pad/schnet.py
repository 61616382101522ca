import jax
import jax.numpy as jnp


def init(key, d=16, n_rbf=12):
    ks = jax.random.split(key, 3)
    return {"emb": 0.1 * jax.random.normal(ks[0], (10, d)),
            "filt": 0.1 * jax.random.normal(ks[1], (n_rbf, d)),
            "out": 0.1 * jax.random.normal(ks[2], (d,))}


def energy(params, z, pos):
    mask = (z > 0).astype(jnp.float32)
    h = params["emb"][z] * mask[..., None]
    d = jnp.linalg.norm(pos[:, :, None] - pos[:, None] + 1e-9, axis=-1)
    rbf = jnp.exp(-((d[..., None] - jnp.linspace(0, 5, params["filt"].shape[0])) ** 2))
    w = (rbf @ params["filt"]) * (mask[:, :, None] * mask[:, None, :])[..., None]
    h = h + jnp.einsum("bijd,bjd->bid", w, h)
    return jnp.sum((jnp.tanh(h) @ params["out"]) * mask, -1)
