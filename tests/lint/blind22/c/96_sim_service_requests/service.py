import jax
import jax.numpy as jnp

from engine import simulate_scorelines


class OddsService:
    def __init__(self, seed=0):
        self.key = jax.random.PRNGKey(seed)

    def handle(self, request):
        self.key, sub = jax.random.split(self.key)
        draws = jnp.zeros(request["n_sims"])
        probs = simulate_scorelines(sub, request["lam_home"], request["lam_away"], draws)
        return {"fixture": request["fixture"], "probs": [round(float(p), 3) for p in probs]}
