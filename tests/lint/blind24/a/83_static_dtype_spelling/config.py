import jax.numpy as jnp

TRAIN_CFG = {"compute_dtype": "float32", "batch": 64}
EVAL_CFG = {"compute_dtype": jnp.float32, "batch": 64}
