import jax.numpy as jnp
import numpy as np

from seeds import replication_key, exploration_key
from sim import simulate_classroom

rng = np.random.default_rng(0)
ability = jnp.asarray(rng.normal(size=30), jnp.float32)
difficulty = jnp.linspace(-2, 2, 15)
for run in range(6):
    key = replication_key(run) if run < 3 else exploration_key(run)
    answers = simulate_classroom(key, ability, difficulty)
    print(f"run {run}: class mean {float(answers.mean()):.3f}")
