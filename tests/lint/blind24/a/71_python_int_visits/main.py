import numpy as np
import jax
import jax.numpy as jnp


@jax.jit
def detection_curve(p_single_visit, n_visits):
    # probability of detecting a rabies-positive raccoon with k trapping visits
    k = jnp.arange(1, 11)
    return 1.0 - (1.0 - p_single_visit) ** jnp.minimum(k, n_visits)


plans = {"urban": 3, "suburban": 5, "rural": 8, "wetland": 4}
for habitat, visits in plans.items():
    curve = detection_curve(0.18, visits)
    print(f"{habitat:9s} visits={visits} P(detect)={float(curve[-1]):.3f}")
