import jax

from augment import photometric_jitter


def train_batches(images, seed):
    key = jax.random.PRNGKey(seed)
    for i in range(0, len(images), 8):
        key, sub = jax.random.split(key)
        yield photometric_jitter(sub, images[i:i + 8])


def tta_views(images, seed, n_views=2):
    key = jax.random.key(seed)
    return [photometric_jitter(k, images[:8]) for k in jax.random.split(key, n_views)]
