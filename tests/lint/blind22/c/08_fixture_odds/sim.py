import jax
import jax.numpy as jnp


class MatchSimulator:
    def __init__(self, attack, defence, n_sims=256):
        self.attack = jnp.asarray(attack)
        self.defence = jnp.asarray(defence)
        self.n_sims = n_sims
        self._run = jax.jit(self._goals)

    def _goals(self, key, home, away):
        lam_h = jnp.exp(self.attack[home] - self.defence[away] + 0.2)
        lam_a = jnp.exp(self.attack[away] - self.defence[home])
        kh, ka = jax.random.split(key)
        gh = jax.random.poisson(kh, lam_h, (self.n_sims,))
        ga = jax.random.poisson(ka, lam_a, (self.n_sims,))
        return (gh > ga).mean(), (gh == ga).mean(), (gh < ga).mean()

    def win_probs(self, key, home, away):
        return self._run(key, home, away)
