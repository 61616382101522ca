import numpy as np
import jax.numpy as jnp

from icp import refine_alignment

rng = np.random.default_rng(4)
for pair, n_iter in enumerate([5, 9, 14, 7]):
    dst = rng.normal(size=(60, 3)).astype(np.float32)
    ang = 0.2
    R = np.array([[np.cos(ang), -np.sin(ang), 0], [np.sin(ang), np.cos(ang), 0], [0, 0, 1]], np.float32)
    src = (dst - 0.1) @ R
    Rh, th = refine_alignment(jnp.asarray(src), jnp.asarray(dst), n_iter)
    print(pair, n_iter, float(jnp.abs(jnp.asarray(src) @ Rh.T + th - dst).mean()))
