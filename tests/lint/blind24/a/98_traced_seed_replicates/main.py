import numpy as np
import jax.numpy as jnp
from sim import goose_flu_chain

# HPAI in a free-range goose flock, stochastic replicates
finals = [int(goose_flu_chain(jnp.float32(0.001), jnp.float32(800.0), 100 + rep).sum()) for rep in range(6)]
print("outbreak sizes", finals, "mean", np.mean(finals))
