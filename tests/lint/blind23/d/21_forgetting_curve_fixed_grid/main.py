import jax.numpy as jnp
import numpy as np

from ode import simulate_retention, T_GRID

rng = np.random.default_rng(0)
learners = [{"decay": float(d), "cons": float(c)}
            for d, c in zip(rng.uniform(0.1, 0.5, 5), rng.uniform(0.0, 0.05, 5))]
for i, lr in enumerate(learners):
    args = (jnp.float32(lr["decay"]), jnp.float32(lr["cons"]))
    mem = simulate_retention(jnp.array([1.0, 0.0]), args)
    day = int(np.argmax(np.asarray(mem) < 0.5))
    print(f"learner {i}: retention below 50% on day {float(T_GRID[day]):.0f}")
