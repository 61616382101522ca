import jax
import jax.numpy as jnp
import numpy as np
import optax


class KeyframeMap:
    def __init__(self, key, embed_dim=8, width=32):
        k1, k2 = jax.random.split(key)
        self.embed_dim = embed_dim
        self.params = {
            "w1": jax.random.normal(k1, (3 + embed_dim, width)) * 0.1,
            "w2": jax.random.normal(k2, (width, 3)) * 0.1,
            "appearance": jnp.zeros((0, embed_dim), jnp.float32),
        }
        self.tx = optax.adam(1e-3)
        self.opt_state = self.tx.init(self.params)
        self.frames = []

    def add_keyframe(self, rays, colors):
        self.frames.append((rays, colors))
        new_row = jnp.zeros((1, self.embed_dim), jnp.float32)
        self.params["appearance"] = jnp.concatenate([self.params["appearance"], new_row])
        self.opt_state = self.tx.init(self.params)

    def sample(self, rng, n):
        idx = rng.integers(len(self.frames), size=n)
        pix = rng.integers(self.frames[0][0].shape[0], size=n)
        rays = np.stack([self.frames[i][0][p] for i, p in zip(idx, pix)])
        cols = np.stack([self.frames[i][1][p] for i, p in zip(idx, pix)])
        return rays, cols, idx.astype(np.int32)
