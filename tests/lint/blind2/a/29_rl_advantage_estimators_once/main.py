import jax
import jax.numpy as jnp

from estimators import ESTIMATORS

compiled = {name: jax.jit(fn) for name, fn in ESTIMATORS.items()}

key = jax.random.PRNGKey(0)
rewards = jax.random.uniform(key, (20,))
values = jnp.linspace(1.0, 0.0, 20)
for name, fn in compiled.items():
    adv = fn(rewards, values)
    print(f"{name:4s} mean={float(adv.mean()):.3f} std={float(adv.std()):.3f}")
