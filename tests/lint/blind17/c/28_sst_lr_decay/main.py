import jax
import jax.numpy as jnp

from trainer import SSTBiasTrainer

key = jax.random.PRNGKey(0)
predictors = jax.random.normal(key, (128, 5))
bias = predictors @ jnp.array([0.4, -0.2, 0.1, 0.0, 0.3]) + 0.05
params = {"w": jnp.zeros(5), "b": jnp.zeros(())}
params = SSTBiasTrainer().fit(params, predictors, bias)
