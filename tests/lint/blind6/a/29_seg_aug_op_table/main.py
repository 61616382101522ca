import jax

from augment import AUGMENTATIONS

key = jax.random.PRNGKey(0)
img = jax.random.uniform(key, (24, 24, 3))
mask = (img[..., 0] > 0.5).astype("int32")
for name, op in AUGMENTATIONS.items():
    out, m = op(img, mask)
    print(name, float(out.mean()), int(m.sum()))
