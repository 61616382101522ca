import equinox as eqx
import jax
import jax.numpy as jnp


class ScanNoise(eqx.Module):
    speckle: float = 0.05
    max_shift: int = 2

    def __call__(self, page, key):
        k1, k2 = jax.random.split(key)
        noise = self.speckle * jax.random.normal(k1, page.shape)
        shift = jax.random.randint(k2, (), -self.max_shift, self.max_shift + 1)
        return jnp.roll(page + noise, shift, axis=0)


@eqx.filter_jit
def augment_page(aug, page, base_key, page_index):
    key = jax.random.fold_in(base_key, page_index)
    return aug(page, key)
