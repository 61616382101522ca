import jax

from segkit.pipeline import AugmentPipeline

pipe = AugmentPipeline()
key = jax.random.PRNGKey(0)
for i in range(4):
    key, sub = jax.random.split(key)
    img = jax.random.uniform(sub, (32, 32, 3))
    mask = (img[..., 0] > 0.5).astype("int32")
    img_aug, mask_aug = pipe.train(img, mask)
    if i % 2 == 0:
        preview, _ = pipe.preview(img, mask)
    print(i, float(img_aug.mean()))
