from optimizer import PromoOptimizer

_OPTIMIZER = PromoOptimizer(max_discount=0.4)


def handle_request(payload):
    return _OPTIMIZER.solve(payload["base_demand"], payload["elasticity"], payload["margin"])
