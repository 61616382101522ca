import jax
import jax.numpy as jnp


@jax.jit
def calibrate_ratings(raw, target_mean, target_std):
    z = (raw - raw.mean()) / (raw.std() + 1e-6)
    return jnp.clip(target_mean + target_std * z, 1.0, 5.0)


class Manager:
    def __init__(self, name, ratings):
        self.name = name
        self.ratings = ratings

    def calibrated(self, target_mean=3.2, target_std=0.7):
        return calibrate_ratings(self.ratings, target_mean, target_std)
