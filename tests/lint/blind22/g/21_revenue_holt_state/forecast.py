import jax


@jax.jit
def holt_update(state, revenue, alpha, beta):
    level, trend = state
    new_level = alpha * revenue + (1 - alpha) * (level + trend)
    new_trend = beta * (new_level - level) + (1 - beta) * trend
    return (new_level, new_trend), level + trend


class RevenueTracker:
    def __init__(self, alpha=0.3, beta=0.1):
        self.alpha = alpha
        self.beta = beta
        self.state = (0.0, 0.0)

    def observe(self, revenue):
        self.state, forecast = holt_update(self.state, revenue, self.alpha, self.beta)
        return forecast
