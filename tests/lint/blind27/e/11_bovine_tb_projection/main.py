import jax.numpy as jnp

from config import TBModelConfig
from model import bovine_tb_projection


def project(beta, se):
    cfg = TBModelConfig()
    init = (jnp.float32(0.97), jnp.float32(0.02), jnp.float32(0.01))
    return bovine_tb_projection(jnp.float32(beta), jnp.float32(se), init, cfg)


for beta in [0.02, 0.04, 0.06]:
    for se in [0.6, 0.8]:
        prev = project(beta, se)
        print(f"beta={beta} Se={se} final prevalence {float(prev[-1]):.4f}")
