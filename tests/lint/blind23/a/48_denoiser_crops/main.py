import equinox as eqx
import jax
import numpy as np
import optax

from data import CropSampler
from model import Denoiser, denoise_step


def main():
    rng = np.random.default_rng(0)
    field = np.cumsum(np.cumsum(rng.normal(size=(10, 64, 64)), 1), 2).astype(np.float32)
    field = (field - field.mean()) / field.std()
    sampler = CropSampler(field)
    model = Denoiser(jax.random.PRNGKey(0))
    optimizer = optax.adam(1e-3)
    opt_state = optimizer.init(eqx.filter(model, eqx.is_array))
    key = jax.random.PRNGKey(1)
    for step in range(12):
        key, sub = jax.random.split(key)
        model, opt_state, loss = denoise_step(model, opt_state, sampler.sample(), sub, optimizer)
    print(float(loss))


if __name__ == "__main__":
    main()
