import jax
from flax.core import freeze


class ParamStore:
    """Holds the latest policy weights published by the learner."""

    def __init__(self, variables):
        self._published = variables

    def publish(self, variables):
        snapshot = jax.tree.map(lambda x: x.copy(), variables)
        self._published = freeze(snapshot)

    def latest(self):
        return self._published
