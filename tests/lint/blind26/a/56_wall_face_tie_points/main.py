import numpy as np
import jax
import jax.numpy as jnp

from features import harris_response

rng = np.random.default_rng(0)
# overlapping photographs of an excavated wall face
images = [rng.uniform(size=(64, 64)).astype(np.float32) for _ in range(6)]
for i, img in enumerate(images):
    detect = jax.jit(harris_response)
    R = detect(jnp.asarray(img), 0.05)
    print(f"image {i}: {int((R > R.mean() + 3 * R.std()).sum())} tie-point candidates")
