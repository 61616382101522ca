import numpy as np
import jax
import jax.numpy as jnp


@jax.jit
def ration_balance(intake_kg, composition, requirement):
    supplied = intake_kg @ composition
    return supplied - requirement, jnp.all(supplied >= requirement, axis=-1)


rng = np.random.default_rng(113)
composition = jnp.asarray(rng.uniform(0.05, 0.3, size=(5, 3)), jnp.float32)  # feeds x (CP, NDF, starch)
requirement = np.array([3.2, 7.0, 4.5], np.float32)
for group in range(6):
    intake = rng.uniform(2, 8, size=(12, 5)).astype(np.float32)
    if group % 2:
        intake = jnp.asarray(intake)   # groups coming from the TMR mixer API are already device arrays
    gap, ok = ration_balance(intake, composition, requirement)
    print(f"group {group}: cows meeting requirements {int(ok.sum())}/12")
