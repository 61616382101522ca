import copy
import itertools


class ConfigDict(dict):
    """Minimal attribute-access config in the spirit of ml_collections."""

    def __getattr__(self, name):
        try:
            return self[name]
        except KeyError as e:
            raise AttributeError(name) from e

    def __setattr__(self, name, value):
        self[name] = value


def get_config():
    cfg = ConfigDict()
    cfg.seed = 0
    cfg.batch_size = 32
    cfg.num_steps = 6
    cfg.optim = ConfigDict(learning_rate=0.1, weight_decay=1e-4)
    return cfg


def sweep(base):
    grid = {"learning_rate": [1, 0.3], "weight_decay": [0, 1e-4]}
    for lr, wd in itertools.product(grid["learning_rate"], grid["weight_decay"]):
        cfg = copy.deepcopy(base)
        cfg.optim.learning_rate = lr
        cfg.optim.weight_decay = wd
        yield cfg
