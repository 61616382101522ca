import numpy as np
import jax
import jax.numpy as jnp

from clouds import FragmentLoader


@jax.jit
def fragment_descriptor(pts, mask):
    w = mask[..., None]
    n = jnp.maximum(w.sum(1), 1.0)
    centroid = (pts * w).sum(1) / n
    centred = (pts - centroid[:, None]) * w
    cov = jnp.einsum("bni,bnj->bij", centred, centred) / n[..., None]
    return jnp.linalg.eigvalsh(cov)


rng = np.random.default_rng(3)
clouds = [rng.normal(size=(int(rng.integers(50, 150)), 3)).astype(np.float32) * [3, 2, 0.5] for _ in range(40)]
descs = [fragment_descriptor(p, m) for p, m in FragmentLoader(clouds, batch_size=8)]
descs = jnp.concatenate(descs)
print("flatness ratio", np.round(np.asarray(descs[:4, 0] / descs[:4, 2]), 3))
