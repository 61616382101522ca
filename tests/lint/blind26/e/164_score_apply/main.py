import haiku as hk
import jax
import jax.numpy as jnp
import numpy as np

from scoring import technique_score

rng = np.random.default_rng(88)
params = {"score": {"w": jnp.asarray(rng.normal(size=(12, 1)).astype(np.float32)), "b": jnp.zeros(1)}}
for gymnast in range(4):
    angles = rng.normal(0, 0.3, size=(50, 12)).astype(np.float32)  # 12 joint angles over a vault run-up
    print("gymnast", gymnast, "mean technique score", round(float(technique_score(params, angles).mean()), 3))
