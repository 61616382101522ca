import numpy as np
import jax
import jax.numpy as jnp

CROP = 48


@jax.jit
def crop_and_embed(spec, start, proj):
    window = jax.lax.dynamic_slice_in_dim(spec, start, CROP, axis=-1)
    return jnp.tanh(window.mean(axis=-1) @ proj)


rng = np.random.default_rng(0)
proj = jnp.asarray(rng.normal(size=(24, 16)).astype(np.float32))
recordings = [rng.normal(size=(24, 200)).astype(np.float32) for _ in range(6)]
for i, spec in enumerate(recordings):
    start = int(rng.integers(0, spec.shape[-1] - CROP))   # random crop per bird-song clip
    emb = crop_and_embed(spec, start, proj)
    print(i, start, round(float(emb.mean()), 4))
