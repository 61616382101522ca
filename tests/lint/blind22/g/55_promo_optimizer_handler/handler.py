from optimizer import PromoOptimizer


def handle_request(payload):
    opt = PromoOptimizer(max_discount=0.4)
    return opt.solve(payload["base_demand"], payload["elasticity"], payload["margin"])
