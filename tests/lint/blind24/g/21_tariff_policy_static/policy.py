class TariffPolicy:
    def __init__(self, base, per_zone, cap):
        self.base = base
        self.per_zone = per_zone
        self.cap = cap

    @classmethod
    def from_settings(cls, settings, day_type):
        s = settings[day_type]
        return cls(s["base"], s["per_zone"], s["cap"])


SETTINGS = {
    "weekday": {"base": 2.0, "per_zone": 0.5, "cap": 6.0},
    "weekend": {"base": 1.5, "per_zone": 0.5, "cap": 5.0},
}
