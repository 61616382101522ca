import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from emulator import MeltEmulator
from train import emulator_step, correct_albedo

rng = np.random.default_rng(0)
model = MeltEmulator(nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
modis_albedo = [0.78, 0.74, 0.69, 0.71, 0.66]
for month, obs_alb in enumerate(modis_albedo):
    x = rng.normal(0, 1, (64, 5)).astype(np.float32)
    x[:, 4] = 0.75 + 0.05 * x[:, 4]
    melt = np.maximum(0, 2.0 * x[:, 0] + (0.8 - x[:, 4]) * 10).astype(np.float32)
    correct_albedo(model, obs_alb, float(x[:, 4].mean()))
    for it in range(10):
        loss = emulator_step(model, optimizer, jnp.asarray(x), jnp.asarray(melt))
    print(f"month {month}: albedo bias {model.albedo_bias:+.3f}, mse {float(loss):.3f}")
