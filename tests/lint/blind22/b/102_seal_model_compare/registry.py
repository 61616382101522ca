import copy


class ModelRegistry:
    def __init__(self):
        self._store = {}

    def publish(self, name, params):
        self._store[name] = copy.deepcopy(params)

    def load(self, name):
        return self._store[name]
