import jax
import jax.numpy as jnp
import numpy as np
from ensemble import make_members, weighted_eta, update_weights

rng = np.random.default_rng(69)
members = make_members(jax.random.PRNGKey(0))
weights = jnp.full((3,), 1 / 3, dtype=jnp.float32)
for hour in range(5):
    x = rng.normal(size=(20, 4)).astype(np.float32)
    eta_err = jnp.asarray(rng.normal(0, 2, 20), dtype=jnp.float32)
    blend = weighted_eta(members, weights, x)
    errors = jnp.array([jnp.mean(jnp.abs(jax.vmap(m)(x)[:, 0] - eta_err)) for m in members])
    weights = update_weights(weights, errors)
    print(hour, np.round(np.asarray(weights), 3), f"{float(blend.mean()):.3f}")
