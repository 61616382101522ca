import jax.numpy as jnp
import numpy as np

from model import skill_at_exam

rng = np.random.default_rng(0)
students = [{"level": rng.uniform(0.6, 1.0), "rate": rng.uniform(0.01, 0.08),
             "exam_in_days": int(rng.integers(5, 60))} for _ in range(6)]
for i, s in enumerate(students):
    y = skill_at_exam(jnp.float32(s["level"]), jnp.float32(s["rate"]), jnp.float32(0.3),
                      jnp.float32(s["exam_in_days"]))
    print(f"student {i}: exam in {s['exam_in_days']:2d} days, predicted skill {float(y):.3f}")
