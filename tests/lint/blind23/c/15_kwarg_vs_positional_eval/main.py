import numpy as np
import jax
from model import init_mlp, tx
from train import run

params = init_mlp(jax.random.PRNGKey(0), [7, 32, 32, 4])
run(params, tx.init(params), epochs=3, steps=20, rng=np.random.default_rng(0))
