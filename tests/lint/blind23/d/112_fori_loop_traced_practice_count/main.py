import jax
import jax.numpy as jnp
import numpy as np

from practice import simulate_practice

rng = np.random.default_rng(0)
key = jax.random.PRNGKey(0)
for student in range(6):
    key, sub = jax.random.split(key)
    n_problems = int(rng.integers(5, 25))  # assigned by the teacher
    p, n_correct = simulate_practice(sub, jnp.float32(0.2), n_problems, 0.12, 0.1, 0.2)
    print(f"student {student}: {n_problems} problems, {int(n_correct)} correct, final P(known) {float(p):.2f}")
