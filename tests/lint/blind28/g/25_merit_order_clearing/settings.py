class MarketSettings:
    def __init__(self, price_cap=3000.0, n_blocks=5, reserve_frac=0.07):
        self.price_cap = price_cap
        self.n_blocks = n_blocks
        self.reserve_frac = reserve_frac


def settings_for_interval(interval):
    # settings pulled from the market operator each interval
    return MarketSettings()
