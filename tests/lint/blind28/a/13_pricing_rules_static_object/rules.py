class PricingRules:
    def __init__(self, floor, ceiling, max_step):
        self.floor = floor
        self.ceiling = ceiling
        self.max_step = max_step


def rules_for(segment, settings):
    s = settings[segment]
    return PricingRules(s["floor"], s["ceiling"], s["max_step"])
