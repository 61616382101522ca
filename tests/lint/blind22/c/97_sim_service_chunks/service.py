import jax
import jax.numpy as jnp

from engine import simulate_scorelines

CHUNK = 250


class OddsService:
    def __init__(self, seed=0):
        self.key = jax.random.PRNGKey(seed)
        self._draws = jnp.zeros(CHUNK)

    def handle(self, request):
        n_chunks = -(-request["n_sims"] // CHUNK)
        total = jnp.zeros(3)
        for _ in range(n_chunks):
            self.key, sub = jax.random.split(self.key)
            total = total + simulate_scorelines(sub, request["lam_home"], request["lam_away"], self._draws)
        probs = total / n_chunks
        return {"fixture": request["fixture"], "probs": [round(float(p), 3) for p in probs]}
