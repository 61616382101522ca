import jax
import jax.numpy as jnp
import numpy as np

from sim import simulate_quiz_round

rng = np.random.default_rng(0)
ability = jnp.asarray(rng.normal(size=30), jnp.float32)
difficulty = jnp.linspace(-2, 2, 15)
for run in range(6):
    key = jax.random.fold_in(jax.random.PRNGKey(2024), run)
    answers = simulate_quiz_round(key, ability, difficulty)
    print(f"run {run}: class mean {float(answers.mean()):.3f}")
