import jax
import jax.numpy as jnp

from config import load_config
from sim import simulate_layer_losses

regions = {
    "north": {"freq": jnp.array([0.3, 0.8, 0.1]), "mu": jnp.array([14.0, 13.0, 15.0]), "sigma": jnp.array([1.1, 0.9, 1.3])},
    "south": {"freq": jnp.array([0.6, 0.4, 0.2]), "mu": jnp.array([14.5, 12.5, 15.2]), "sigma": jnp.array([1.0, 0.8, 1.2])},
    "coast": {"freq": jnp.array([1.2, 0.5, 0.4]), "mu": jnp.array([15.0, 13.2, 15.5]), "sigma": jnp.array([1.2, 1.0, 1.4])},
}

key = jax.random.PRNGKey(42)
for name, params in regions.items():
    cfg = load_config(name)
    key, sub = jax.random.split(key)
    losses = simulate_layer_losses(sub, params, cfg)
    print(f"{name}: expected layer loss {float(losses.mean()):,.0f}, "
          f"P(attach) {float((losses > 0).mean()):.3f}")
