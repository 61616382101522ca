import numpy as np


class Skirmish:
    """Two teams on a plane; an agent is out of play once its health reaches zero."""

    def __init__(self, n_per_team=6, seed=0):
        self.rng = np.random.default_rng(seed)
        self.n = 2 * n_per_team
        self.team = np.repeat([0, 1], n_per_team)
        self.pos = self.rng.uniform(0, 10, size=(self.n, 2)).astype(np.float32)
        self.health = np.ones(self.n, np.float32)

    @property
    def alive(self):
        return self.health > 0

    def observations(self):
        enemy_centroid = np.stack([self.pos[self.alive & (self.team != t)].mean(0)
                                   if np.any(self.alive & (self.team != t)) else np.zeros(2)
                                   for t in (0, 1)])
        rel = enemy_centroid[self.team] - self.pos
        return np.concatenate([self.pos / 10.0, rel / 10.0, self.health[:, None]], 1)

    def step(self, moves):
        self.pos += moves * self.alive[:, None]
        d = np.linalg.norm(self.pos[:, None] - self.pos[None], axis=-1)
        hostile = (self.team[:, None] != self.team[None]) & self.alive[None] & self.alive[:, None]
        hits = ((d < 3.0) & hostile).sum(1)
        self.health -= 0.2 * hits * self.rng.random(self.n)
