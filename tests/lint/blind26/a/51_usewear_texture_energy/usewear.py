import jax
import jax.numpy as jnp


class UseWearAnalyser:
    def __init__(self, kernel_size=5):
        self.kernel_size = kernel_size

    @property
    def energy_fn(self):
        k = self.kernel_size

        def texture_energy(img):
            w = jnp.ones((k,), jnp.float32) / k
            hp = img - jax.vmap(lambda r: jnp.convolve(r, w, mode="same"))(img)
            return jnp.mean(hp ** 2)

        return jax.jit(texture_energy)

    def polish_index(self, img):
        return float(self.energy_fn(img))
