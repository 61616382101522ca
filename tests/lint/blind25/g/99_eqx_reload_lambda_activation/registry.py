import io

import equinox as eqx

from model import make_model


class ModelRegistry:
    """Holds the latest published weights; workers reload before every inspection batch."""

    def __init__(self):
        self._blob = None

    def publish(self, model):
        buf = io.BytesIO()
        eqx.tree_serialise_leaves(buf, model)
        self._blob = buf.getvalue()

    def load(self):
        return eqx.tree_deserialise_leaves(io.BytesIO(self._blob), make_model())
