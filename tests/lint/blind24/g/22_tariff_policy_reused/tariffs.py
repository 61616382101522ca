class ZoneTariff:
    def __init__(self, base, per_zone, cap):
        self.base = base
        self.per_zone = per_zone
        self.cap = cap


_REGISTRY = {}


def get_tariff(name):
    if name not in _REGISTRY:
        spec = {"standard": (2.0, 0.5, 6.0), "reduced": (1.0, 0.25, 3.0)}[name]
        _REGISTRY[name] = ZoneTariff(*spec)
    return _REGISTRY[name]
